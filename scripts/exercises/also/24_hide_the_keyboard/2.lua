-- The window ends editing, without forcing.
window:endEditing(false)

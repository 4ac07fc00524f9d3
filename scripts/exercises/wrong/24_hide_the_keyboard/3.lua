-- Mistake: (gaming the check) goes looking for the field through the window.
-- Expect: your code used firstResponder
window.firstResponder:resignFirstResponder()

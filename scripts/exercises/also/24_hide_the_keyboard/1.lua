-- A view ends editing for everything inside it.
vc.view:endEditing(true)

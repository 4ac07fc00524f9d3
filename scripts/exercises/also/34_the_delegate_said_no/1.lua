-- A delegate of the account's own that always refuses; the code field needs none.
account.delegate = {textFieldShouldBeginEditing = function(self, field) return false end}

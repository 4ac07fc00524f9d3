-- Mistake: the delegate is set, but the method is declared without self, so `field` is the form.
-- Expect: a tap on the account started editing: textFieldShouldBeginEditing is called as delegate:textFieldShouldBeginEditing(field)
function form.textFieldShouldBeginEditing(field)
  return field ~= account
end
account.delegate = form
code.delegate = form

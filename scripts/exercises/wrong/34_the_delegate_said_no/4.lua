-- Mistake: lets the account begin editing and resigns it at once: editingDidBegin was already sent.
-- Expect: a tap on the account started editing: the account began editing (editingDidBegin was sent) and only then resigned
function form:textFieldDidBeginEditing(field)
  if field == account then field:resignFirstResponder() end
end
account.delegate = form

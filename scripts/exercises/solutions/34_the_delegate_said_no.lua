-- The form is the fields' delegate: the account may not be edited, the code may.
function form:textFieldShouldBeginEditing(field)
  return field ~= account
end
account.delegate = form
code.delegate = form

-- Mistake: the method is right (with self), but no field's delegate is set, so nobody asks it.
-- Expect: a tap on the account started editing: the account's delegate is nil
-- Not: account.delegate = form
function form:textFieldShouldBeginEditing(field)
  return field ~= account
end

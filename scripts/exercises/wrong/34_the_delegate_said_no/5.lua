-- Mistake: the delegate refuses every field, the code too.
-- Expect: a tap on the code field did not start editing it
function form:textFieldShouldBeginEditing(field)
  return false
end
account.delegate = form
code.delegate = form

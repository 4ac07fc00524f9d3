-- Mistake: a misspelt delegate method (Objective-C's textFieldShouldBeginEditing: has no "Edit" variant).
-- Expect: has no textFieldShouldBeginEditing: UIKit calls that exact name only
function form:textFieldShouldBeginEdit(field)
  return field ~= account
end
account.delegate = form
code.delegate = form

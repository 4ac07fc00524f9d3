-- The Swift selector as the key (an alias, SPEC 12.1 rule 3), and self named otherwise.
form["textFieldShouldBeginEditing(_:)"] = function(_, field) return field ~= account end
account.delegate = form
code.delegate = form

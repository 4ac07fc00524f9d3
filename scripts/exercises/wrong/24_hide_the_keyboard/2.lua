-- Mistake: sends the action to a target instead of nil, so the chain is not searched.
-- Expect: the keyboard is still up: resignFirstResponder went to
app:sendAction("resignFirstResponder", vc, nil, nil)

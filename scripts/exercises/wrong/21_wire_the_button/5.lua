-- Mistake: a function action that calls save without passing the sender on.
-- Expect: save was not given the button as its sender
button:addTarget(nil, function(sender, event) vc:save() end, "touchUpInside")

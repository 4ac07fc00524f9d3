-- Mistake: saves on touch down, before the user can change their mind.
-- Expect: save ran as soon as the finger touched down
button:addTarget(vc, "save", "touchDown")

-- Mistake: (gaming the check) reads the engine through the object's metatable.
-- Expect: attempt to index a nil value
answer = getmetatable(window).__index(window, "subviews")[1]

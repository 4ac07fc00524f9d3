-- Mistake: (gaming the check) asks the engine instead of working it out.
-- Expect: your code asked the engine for hitTest (line 59)
answer = hitTest(120, 120)

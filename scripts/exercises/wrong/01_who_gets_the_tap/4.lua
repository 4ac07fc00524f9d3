-- Mistake: (gaming the check) asks the window's hitTest method.
-- Expect: your code asked the engine for hitTest
answer = window:hitTest({x = 120, y = 120}, nil)

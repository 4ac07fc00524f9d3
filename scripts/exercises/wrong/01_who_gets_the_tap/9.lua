-- Mistake: (gaming the check) compiles code that calls hitTest.
-- Expect: your code asked the engine for hitTest
answer = load("return hitTest(120, 120)")()

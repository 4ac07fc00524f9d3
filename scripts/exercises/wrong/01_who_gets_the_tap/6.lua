-- Mistake: (gaming the check) reaches the global through _G.
-- Expect: your code asked the engine for hitTest
answer = _G.hitTest(120, 120)

-- Mistake: (gaming the check) makes the window answer with its guess, so the real tap agrees.
-- Expect: your code asked the engine for hitTest
function window:hitTest(point, event) return card end
answer = card

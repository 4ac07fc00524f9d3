-- Mistake: (gaming the check) reads the answer from the engine.
-- Expect: your code asked the engine for nextResponder
after = settings.nextResponder

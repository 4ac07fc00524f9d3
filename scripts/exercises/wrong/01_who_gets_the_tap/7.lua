-- Mistake: (gaming the check) reaches the global through _ENV.
-- Expect: your code asked the engine for explain
answer = _ENV.explain(120, 120).view

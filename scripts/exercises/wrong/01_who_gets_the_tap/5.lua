-- Mistake: (gaming the check) taps and takes what tap() returns.
-- Expect: your code asked the engine for tap
answer = tap(120, 120)

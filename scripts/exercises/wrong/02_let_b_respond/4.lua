-- Mistake: makes A fully transparent, which the task forbids.
-- Expect: A's alpha changed from 1 to 0
A.alpha = 0

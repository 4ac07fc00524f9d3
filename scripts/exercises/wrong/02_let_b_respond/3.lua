-- Mistake: hides A, which the task forbids.
-- Expect: A's hidden changed from false to true
A.hidden = true

-- Mistake: shrinks A to nothing instead of changing how it answers.
-- Expect: A's frame changed
A.frame = {50, 50, 0, 0}

-- Mistake: turns the rotation off.
-- Expect: both recognizers must stay enabled
rotateG.enabled = false

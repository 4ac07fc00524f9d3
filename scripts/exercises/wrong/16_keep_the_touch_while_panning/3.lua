-- Mistake: disables the pan.
-- Expect: the pan must stay enabled
pan.enabled = false

-- Mistake: switches the single tap off.
-- Expect: both recognizers must stay enabled
single.enabled = false

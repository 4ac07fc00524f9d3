-- Mistake: alpha just under 0.01: hit testing skips it, but it is no longer visible.
-- Expect: overlay's alpha changed from 0.5 to 0.009
overlay.alpha = 0.009

-- Mistake: makes the single tap need two taps too.
-- Expect: the single tap must still need one tap
single.numberOfTapsRequired = 2

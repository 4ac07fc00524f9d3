-- Mistake: the wrong way round: the double tap waits for the single, which always wins.
-- Expect: its first tap was taken by the single tap
double:requireGestureRecognizerToFail(single)

-- Mistake: the wrong way round: the double tap waits for the single, which always wins.
-- Expect: a double tap did not fire the double-tap recognizer
double:requireGestureRecognizerToFail(single)

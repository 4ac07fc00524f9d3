-- Mistake: makes the pinch wait for the rotation to fail: still only one of them.
-- Expect: only the rotation recognized the twist
pinchG:requireGestureRecognizerToFail(rotateG)

-- Mistake: removes the single tap from the photo.
-- Expect: the gesture recognizers of photo changed
photo:removeGestureRecognizer(single)

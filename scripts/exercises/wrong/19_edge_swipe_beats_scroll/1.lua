-- Mistake: the wrong way round: the edge swipe waits for the gallery's pan, which wins.
-- Expect: the edge swipe did not go back
back:requireGestureRecognizerToFail(gallery.panGestureRecognizer)

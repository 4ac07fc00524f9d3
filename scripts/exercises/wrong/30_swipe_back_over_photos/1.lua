-- Mistake: the wrong way round: the edge swipe waits for the gallery's pan, which wins.
-- Expect: an edge swipe did not go back
nav.interactivePopGestureRecognizer:requireGestureRecognizerToFail(gallery.panGestureRecognizer)

-- Mistake: switches the gallery's pan off: the edge swipe wins, nothing scrolls.
-- Expect: both recognizers must stay enabled
gallery.panGestureRecognizer.enabled = false

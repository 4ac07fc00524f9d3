-- Mistake: gives the scroll view's pan another delegate, which UIKit refuses.
-- Expect: 19_edge_swipe_beats_scroll.lua:
-- Expect: UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate
gallery.panGestureRecognizer.delegate = {shouldRequireFailureOf = function(self, g, other) return other == back end}

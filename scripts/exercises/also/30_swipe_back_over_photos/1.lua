-- The scroll view answers as its pan's delegate (SPEC 12.4): its pan waits for the pop gesture.
function gallery:shouldRequireFailureOf(g, other) return other == nav.interactivePopGestureRecognizer end

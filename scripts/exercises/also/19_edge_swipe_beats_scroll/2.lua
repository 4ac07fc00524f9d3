-- The scroll view answers as its pan's delegate (SPEC 12.4): its pan waits for the edge swipe.
function gallery:shouldRequireFailureOf(g, other) return other == back end

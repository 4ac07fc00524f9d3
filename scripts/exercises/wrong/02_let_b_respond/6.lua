-- Mistake: A's hitTest hands out B for every point, even outside B.
-- Expect: (just left of B) goes to B, not to window
function A:hitTest(point, event) return B end

-- Mistake: the photo's hitTest claims every point of the window.
-- Expect: photo's hitTest was changed
function photo:hitTest(point, event) return self end

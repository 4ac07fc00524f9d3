-- Mistake: the window hands every tap to the photo, even taps beside it.
-- Expect: window's hitTest was changed
function window:hitTest(point, event) return photo end

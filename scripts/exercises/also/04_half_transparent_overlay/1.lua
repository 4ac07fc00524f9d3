-- The overlay's hitTest never claims a touch.
function overlay:hitTest(point, event) return nil end

-- Mistake: returns nil for everything, so the button is skipped with the overlay.
-- Expect: the overlay's hitTest returns nothing at the button: the button is asked inside the overlay's own hit test
function overlay:hitTest(point, event) return nil end

-- Mistake: pointInside false stops hit testing before the button is asked.
-- Expect: (the middle of the button) goes to map, not to locate
function overlay:pointInside(point, event) return false end

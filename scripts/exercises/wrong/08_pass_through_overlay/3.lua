-- Mistake: pointInside false stops hit testing before the button is asked.
-- Expect: the overlay's pointInside says no at the button, and hit testing asks a view's subviews only where its pointInside says yes
function overlay:pointInside(point, event) return false end

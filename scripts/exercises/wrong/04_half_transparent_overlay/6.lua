-- Mistake: lets touches through only in the top part of the screen.
-- Expect: (the bottom-left corner) goes to overlay, not to list
function overlay:pointInside(point, event) return point.y >= 400 end

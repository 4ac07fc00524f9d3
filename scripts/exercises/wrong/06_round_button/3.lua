-- Mistake: compares the squared distance with the radius, not the radius squared.
-- Expect: (just inside the circle's edge) goes to background, not to button
function button:pointInside(p, event)
  return (p.x - 50) ^ 2 + (p.y - 50) ^ 2 <= 50
end

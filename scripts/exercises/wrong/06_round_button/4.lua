-- Mistake: uses the diameter as the radius: the whole square responds.
-- Expect: (just outside the circle, towards a corner) goes to button, not to background
function button:pointInside(p, event)
  return (p.x - 50) ^ 2 + (p.y - 50) ^ 2 <= 100 ^ 2
end

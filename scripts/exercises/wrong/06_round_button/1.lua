-- Mistake: a diamond (|dx| + |dy| <= r) is not a circle: it misses the parts towards the corners.
-- Expect: (inside the circle, towards a corner) goes to background, not to button
function button:pointInside(p, event)
  return math.abs(p.x - 50) + math.abs(p.y - 50) <= 50
end

-- Mistake: uses the centre in the window's coordinates for a point in the button's own.
-- Expect: (the centre of the circle) goes to background, not to button
function button:pointInside(p, event)
  return (p.x - 150) ^ 2 + (p.y - 150) ^ 2 <= 50 ^ 2
end

-- Mistake: measures from the button's origin, not from its centre.
-- Expect: (the centre of the circle) goes to background, not to button
function button:pointInside(p, event)
  return p.x ^ 2 + p.y ^ 2 <= 50 ^ 2
end

-- Mistake: a circle of radius 25 around the centre misses the corners of the square.
-- Expect: (14 pt above and left of the button) goes to toolbar, not to close
function close:pointInside(point, event)
  return (point.x - 10) ^ 2 + (point.y - 10) ^ 2 <= 25 ^ 2
end

-- Mistake: grows by 20 points instead of 15.
-- Expect: (16 pt left of it) goes to close, not to toolbar
function close:pointInside(point, event)
  return CGRectContainsPoint(CGRectInset(self.bounds, -20, -20), point)
end

-- Mistake: uses the frame (the superview's coordinates) for a point in the button's own.
-- Expect: (the middle of the button) goes to toolbar, not to close
function close:pointInside(point, event)
  return CGRectContainsPoint(CGRectInset(self.frame, -15, -15), point)
end

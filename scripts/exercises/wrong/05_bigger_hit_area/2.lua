-- Mistake: insets the wrong way: a positive inset shrinks the area.
-- Expect: (14 pt above and left of the button) goes to toolbar, not to close
function close:pointInside(point, event)
  return CGRectContainsPoint(CGRectInset(self.bounds, 15, 15), point)
end

function close:pointInside(point, event)
  return CGRectContainsPoint(CGRectInset(self.bounds, -15, -15), point)
end

-- The button's own hitTest, with UIKit's checks first.
function close:hitTest(point, event)
  if self.hidden or not self.userInteractionEnabled or self.alpha < 0.01 then return nil end
  if CGRectContainsPoint(CGRectInset(self.bounds, -15, -15), point) then return self end
  return nil
end

-- Mistake: the classic hit-area hitTest: returns the button in the enlarged rectangle without UIKit's checks.
-- Expect: a hitTest that returns the button must first check hidden, alpha and userInteractionEnabled
function close:hitTest(point, event)
  if CGRectContainsPoint(CGRectInset(self.bounds, -15, -15), point) then return self end
  return nil
end

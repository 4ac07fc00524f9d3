-- The parent's technique: the toolbar's hitTest hands the touch to the small button
-- when it could take touches at all, and otherwise hit-tests as UIKit does.
function toolbar:hitTest(point, event)
  local canTake = not close.hidden and close.userInteractionEnabled and close.alpha >= 0.01
  if canTake and CGRectContainsPoint(CGRectInset(close.frame, -15, -15), point) then return close end
  return UIView.hitTest(self, point, event)
end

-- Mistake: the card's hitTest hands out the badge wherever its frame is, without asking whether it can take touches.
-- Expect: a hitTest that returns the badge must check, as UIKit's does, that the card and the badge can take touches
function card:hitTest(point, event)
  if CGRectContainsPoint(badge.frame, point) then return badge end
  return UIView.hitTest(self, point, event)
end

-- Through hitTest, as the good answers online write it: UIKit's checks on the card first,
-- then ask the badge, then behave as usual.
function card:hitTest(point, event)
  if self.hidden or not self.userInteractionEnabled or self.alpha < 0.01 then return nil end
  local hit = badge:hitTest(self:convertPointToView(point, badge), event)
  if hit then return hit end
  return UIView.hitTest(self, point, event)
end

-- Through hitTest: ask the badge first, then behave as usual.
function card:hitTest(point, event)
  local hit = badge:hitTest(self:convertPointToView(point, badge), event)
  if hit then return hit end
  return UIView.hitTest(self, point, event)
end

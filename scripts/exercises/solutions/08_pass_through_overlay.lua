function overlay:hitTest(point, event)
  local hit = UIView.hitTest(self, point, event)
  if hit == self then return nil end
  return hit
end

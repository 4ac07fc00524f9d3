-- The other classic way: A's hitTest says "not me".
function A:hitTest(point, event)
  local hit = UIView.hitTest(self, point, event)
  if hit == self then return nil end
  return hit
end

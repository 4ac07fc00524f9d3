-- Mistake: changes the window instead of A.
-- Expect: window's hitTest was changed
function window:hitTest(point, event)
  local hit = UIView.hitTest(self, point, event)
  if hit == A then return B end
  return hit
end

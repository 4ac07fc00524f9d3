-- Mistake: Lua's `c and nil or x` idiom: `and nil` is always false, so the overlay still returns itself.
-- Expect: the overlay's hitTest returns the overlay itself at (100, 300)
function overlay:hitTest(point, event)
  local hit = UIView.hitTest(self, point, event)
  return hit == self and nil or hit
end

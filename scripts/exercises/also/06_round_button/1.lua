-- A hitTest with UIKit's checks first, and the radius from the bounds.
function button:hitTest(p, event)
  if self.hidden or not self.userInteractionEnabled or self.alpha < 0.01 then return nil end
  local r = self.bounds.width / 2
  if math.sqrt((p.x - r) ^ 2 + (p.y - r) ^ 2) <= r then return self end
  return nil
end

-- Seed: 001 "将触摸事件传递给下一层的视图"
-- Seed 001: an overlay that lets touches through to what is behind it, yet still
-- delivers them to its own subviews: hitTest calls super and turns "self" into nil.
local PassThrough = UIView:subclass("PassThrough")
function PassThrough:hitTest(point, event)
  local hit = UIView.hitTest(self, point, event)   -- [super hitTest:...]
  if hit == self then hit = nil end
  return hit
end

local window = UIWindow{}
window:makeKeyAndVisible()
local content = UIView{name = "content", frame = window.bounds}
window:addSubview(content)
local overlay = PassThrough{name = "overlay", frame = window.bounds}
window:addSubview(overlay)
local badge = UIView{name = "badge", frame = {300, 20, 50, 50}}
overlay:addSubview(badge)

print("tap on the badge ->", tap(320, 40))
print("tap on empty overlay ->", tap(100, 300))

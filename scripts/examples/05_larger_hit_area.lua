-- Seed: 001 "修改触摸范围, 向上偏移10个点"
-- Seed 001: enlarge a view's touch area by 10 pt on every side, by overriding
-- hitTest with the system algorithm but testing CGRectInset(bounds, -10, -10).
local SmallButton = UIView:subclass("SmallButton")

function SmallButton:hitTest(point, event)
  if not self.userInteractionEnabled or self.hidden or self.alpha <= 0.01 then
    return nil
  end
  local touchRect = CGRectInset(self.bounds, -10, -10)
  if CGRectContainsPoint(touchRect, point) then
    local subviews = self.subviews
    for i = #subviews, 1, -1 do
      local subview = subviews[i]
      local converted = subview:convertPointFromView(point, self)
      local hit = subview:hitTest(converted, event)
      if hit then return hit end
    end
    return self
  end
  return nil
end

local window = UIWindow{}
window:makeKeyAndVisible()
local button = SmallButton{name = "small", frame = {100, 100, 20, 20}}
window:addSubview(button)

print("tap (110, 110) centre ->", tap(110, 110))
print("tap (95, 95), 5 pt outside ->", tap(95, 95))
print("tap (89, 110), 11 pt outside ->", tap(89, 110))

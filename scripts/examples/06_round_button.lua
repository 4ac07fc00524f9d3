-- Seed: 001 "定义一个方形的 button, 只允许圆形区域内才可以接受响应"
-- Seed 001: a square button that only answers inside its inscribed circle, by
-- overriding pointInside (hitTest keeps the system algorithm).
local RoundButton = UIView:subclass("RoundButton")

function RoundButton:pointInside(point, event)
  local x2, y2 = self.frame.width / 2, self.frame.height / 2
  local dis = math.sqrt((point.x - x2) ^ 2 + (point.y - y2) ^ 2)
  return dis <= self.frame.width / 2
end

local window = UIWindow{}
window:makeKeyAndVisible()
local background = UIView{name = "background", frame = window.bounds}
window:addSubview(background)
local round = RoundButton{name = "round", frame = {100, 100, 100, 100}}
window:addSubview(round)

print("centre (150, 150) ->", tap(150, 150))
print("corner (105, 105) ->", tap(105, 105))   -- inside the square, outside the circle
print("edge (150, 101) ->", tap(150, 101))
explain(105, 105)

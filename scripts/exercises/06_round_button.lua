-- Exercise: A round button
-- Exercise (zh): 圆形按钮
-- Topic: hit testing
-- Difficulty: 2
-- Seed: 001 "定义一个方形的 button, 只允许圆形区域内才可以接受响应"
-- Formerly: 08_round_button.lua
-- Task: The button is drawn as a circle filling its 100x100 square. Make only the
--   circle respond: taps inside the circle go to the button, taps in the square's
--   corners (outside the circle) go to the background behind. Keep the frame.
-- Task (zh): 按钮画成一个填满 100x100 正方形的圆。只让圆形区域响应：圆内的轻点交给按
--   钮，正方形四角（圆外）的轻点交给后面的背景。保持框架不变。
-- Hint: The shape of a touchable area is decided by one method that hit testing asks
--   each view.
-- Hint: Override pointInside; the point it gets is in the button's own coordinates,
--   where the circle's centre is (50, 50).
-- Hint: Return whether (p.x - 50)^2 + (p.y - 50)^2 <= 50^2.
-- Hint (zh): 可点击区域的形状由命中测试询问每个视图的某个方法决定。
-- Hint (zh): 重写 pointInside；它收到的点在按钮自身的坐标系里，圆心在 (50, 50)。
-- Hint (zh): 返回 (p.x - 50)^2 + (p.y - 50)^2 <= 50^2 是否成立。
-- Why: pointInside decides whether a point belongs to a view; the default tests the
--   bounds, a square. Testing the distance from the centre against the radius instead
--   makes the corners say no, so hit testing passes over the button there and the
--   background behind it takes the tap; hitTest itself keeps the system algorithm.
-- Why (zh): pointInside 决定一个点是否属于某个视图；默认的实现检查边界，也就是一个正
--   方形。改为比较点到圆心的距离和半径，四个角就会回答“否”，命中测试在那里越过按钮，
--   由后面的背景接收轻点；hitTest 本身仍然使用系统的算法。
-- Checked by: `respond-lua exercises check 6`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 6` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local background <const> = UIView{name = "background", frame = {0, 0, 375, 667}}
local button <const> = UIView{name = "button", frame = {100, 100, 100, 100}}
window:addSubview(background); window:addSubview(button)
exercise.rememberLayout(window)   -- frames, flags and order, as they are before your code

-- >>> your code
-- make the button round here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[button] = {"pointInside", "hitTest"}}, "keep the button's frame and look: clipping or"
  .. " rounded corners change what is drawn, not where touches land", "保持按钮的框架和外观：裁剪或圆角只改变画出来的"
  .. "样子，不改变触摸落在哪里")
-- Points on circles around the centre (150, 150): radius 49 and 45 are inside, 55 is not.
local function around(angle, radius)
  return 150 + radius * math.cos(math.rad(angle)), 150 + radius * math.sin(math.rad(angle))
end
---@type table[]
local cases = {{150, 150, button, "the centre of the circle", "圆心"}}
for _, angle in ipairs({0, 90, 180, 270}) do
  local x, y = around(angle, 49)
  cases[#cases + 1] = {x, y, button, "just inside the circle's edge", "紧靠圆的边缘内侧"}
end
for _, angle in ipairs({45, 135, 225, 315}) do
  local x, y = around(angle, 45)
  cases[#cases + 1] = {x, y, button, "inside the circle, towards a corner", "圆内，靠近一个角"}
  x, y = around(angle, 55)
  cases[#cases + 1] = {x, y, background, "just outside the circle, towards a corner", "紧靠圆外，靠近一个角"}
end
for _, corner in ipairs({{104, 104}, {196, 104}, {104, 196}, {196, 196}}) do
  cases[#cases + 1] = {corner[1], corner[2], background, "a corner of the square", "正方形的一个角"}
end
cases[#cases + 1] = {99, 150, background, "left of the square", "正方形左边"}
cases[#cases + 1] = {201, 150, background, "right of the square", "正方形右边"}
exercise.expectHits(cases)
expect(rawequal(tap(150, 150), button), "a real tap on the centre did not reach the button",
  "圆心处的一次真实轻点没有到达按钮")
-- A hidden, disabled or invisible button takes no touches, round or not.
for _, case in ipairs({
  {"hidden", true, "hidden", "隐藏"},
  {"userInteractionEnabled", false, "with userInteractionEnabled false", "userInteractionEnabled 为 false"},
  {"alpha", 0, "at alpha 0", "alpha 为 0"},
}) do
  local key, value, en, zh = case[1], case[2], case[3], case[4]
  local before = button[key]
  button[key] = value
  local hit = hitTest(150, 150)
  button[key] = before
  expect(not rawequal(hit, button),
    "with the button " .. en .. ", a tap on its centre still went to it: a hitTest that returns the button must"
      .. " first check hidden, alpha and userInteractionEnabled, as UIKit's does (a pointInside override needs no"
      .. " such checks: hit testing asks it only after them)",
    "按钮" .. zh .. "时，轻点圆心仍然交给了它：hitTest 在返回它之前必须先检查 hidden、alpha 和"
      .. " userInteractionEnabled，就像 UIKit 自己的 hitTest 那样（重写 pointInside 则不需要：命中测试只在这些检查之后才问它）")
end

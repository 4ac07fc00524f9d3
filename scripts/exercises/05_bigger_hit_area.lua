-- Exercise: A bigger touch area
-- Exercise (zh): 更大的点击范围
-- Topic: hit testing
-- Difficulty: 2
-- Seed: 004 "如何扩大视图的点击范围"
-- Formerly: 07_bigger_hit_area.lua
-- Task: The close button is only 20x20 points. Make taps up to 15 points outside each
--   of its edges count too (the 50x50 square around it), by overriding one method of
--   `close`. Keep its frame: the button stays as it is drawn.
-- Task (zh): 关闭按钮只有 20x20 点。通过重写 `close` 的一个方法，让它每条边外 15 点以
--   内的轻点也算数（即它周围 50x50 的正方形）。保持它的框架不变：按钮照原样绘制。
-- Hint: Hit testing asks each view whether a point is inside it. Which method answers
--   that question?
-- Hint: pointInside(point, event) gets the point in the button's own coordinates,
--   where its bounds are (0, 0, 20, 20).
-- Hint: Return CGRectContainsPoint(CGRectInset(self.bounds, -15, -15), point).
-- Hint (zh): 命中测试会问每个视图某个点是否在它里面。回答这个问题的是哪个方法？
-- Hint (zh): pointInside(point, event) 收到的点在按钮自身的坐标系里，其中它的边界是
--   (0, 0, 20, 20)。
-- Hint (zh): 返回 CGRectContainsPoint(CGRectInset(self.bounds, -15, -15), point)。
-- Why: Hit testing asks pointInside before it looks at a view's subviews or takes the
--   view. Answering for the bounds grown by 15 points on every side, the button
--   claims the 50x50 square while its frame, and so what is drawn, stays 20x20. The
--   toolbar contains all those points, so it asks the button, which now says yes.
-- Why (zh): 命中测试在查看一个视图的子视图、或把它定为命中视图之前，会先问它的
--   pointInside。让按钮按四边各扩大 15 点后的边界来回答，它就接住了 50x50 的正方形，
--   而它的 frame（也就是画出来的样子）仍然是 20x20。工具栏包含所有这些点，所以会去问
--   按钮，而按钮现在回答“在内部”。
-- Checked by: `respond-lua exercises check 5`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 5` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local toolbar <const> = UIView{name = "toolbar", frame = {0, 0, 375, 100}}
local close <const> = UIView{name = "close", frame = {300, 40, 20, 20}}
window:addSubview(toolbar); toolbar:addSubview(close)
exercise.rememberLayout(window)   -- frames, flags and order, as they are before your code

-- >>> your code
-- override a method of close here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[close] = {"pointInside", "hitTest"}, [toolbar] = {"hitTest"}},
  "enlarge the touch area, not the view", "扩大点击范围，而不是视图本身")
exercise.expectHits({
  {310, 50, close, "the middle of the button", "按钮中间"},
  {286, 26, close, "14 pt above and left of the button", "按钮左上方 14 点处"}, {334, 26, close, "14 pt above and right of it", "它右上方 14 点处"},
  {286, 74, close, "14 pt below and left of it", "它左下方 14 点处"}, {334, 74, close, "14 pt below and right of it", "它右下方 14 点处"},
  {310, 26, close, "14 pt above it", "它上方 14 点处"}, {310, 74, close, "14 pt below it", "它下方 14 点处"},
  {286, 50, close, "14 pt left of it", "它左边 14 点处"}, {334, 50, close, "14 pt right of it", "它右边 14 点处"},
  {284, 50, toolbar, "16 pt left of it", "它左边 16 点处"}, {336, 50, toolbar, "16 pt right of it", "它右边 16 点处"},
  {310, 24, toolbar, "16 pt above it", "它上方 16 点处"}, {310, 76, toolbar, "16 pt below it", "它下方 16 点处"},
  {284, 24, toolbar, "beyond its top-left corner", "它左上角之外"}, {336, 76, toolbar, "beyond its bottom-right corner", "它右下角之外"},
})
expect(rawequal(tap(290, 30), close), "a real tap 10 pt outside the button's corner did not reach it",
  "在按钮角外 10 点处的一次真实轻点没有到达按钮")
-- A hidden, disabled or invisible button takes no touches, however its area was enlarged.
for _, case in ipairs({
  {"hidden", true, "hidden", "隐藏"},
  {"userInteractionEnabled", false, "with userInteractionEnabled false", "userInteractionEnabled 为 false"},
  {"alpha", 0, "at alpha 0", "alpha 为 0"},
}) do
  local key, value, en, zh = case[1], case[2], case[3], case[4]
  local before = close[key]
  close[key] = value
  local hit = hitTest(290, 30)
  close[key] = before
  expect(not rawequal(hit, close),
    "with the button " .. en .. ", a tap 10 pt outside its corner still went to it: a hitTest that returns the"
      .. " button must first check hidden, alpha and userInteractionEnabled, as UIKit's does (a pointInside"
      .. " override needs no such checks: hit testing asks it only after them)",
    "按钮" .. zh .. "时，在它角外 10 点处的轻点仍然交给了它：hitTest 在返回它之前必须先检查 hidden、alpha 和"
      .. " userInteractionEnabled，就像 UIKit 自己的 hitTest 那样（重写 pointInside 则不需要：命中测试只在这些检查之后才问它）")
end

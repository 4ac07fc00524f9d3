-- Exercise: A pass-through overlay
-- Exercise (zh): 可穿透的遮罩
-- Topic: hit testing
-- Difficulty: 2
-- Seed: 001 "将触摸事件传递给下一层的视图"
-- Formerly: 10_pass_through_overlay.lua
-- Task: The overlay covers the screen and holds a small button. Taps on the button
--   must reach the button; taps anywhere else must pass through to the map below. Do
--   it with one override on the overlay, leaving the views where they are.
-- Task (zh): 遮罩覆盖整个屏幕，上面有一个小按钮。按钮上的轻点必须到达按钮；其他地方的
--   轻点必须穿过遮罩，到达下面的地图。只在遮罩上重写一个方法来做到，视图都留在原处。
-- Hint: The overlay must still pass the point on to its subviews, but never take a
--   touch itself.
-- Hint: Override the overlay's hitTest and start from what the built-in one answers:
--   UIView.hitTest(self, point, event).
-- Hint: If the built-in hitTest returns the overlay itself, return nil instead;
--   otherwise return what it returned.
-- Hint (zh): 遮罩仍然要把这个点交给它的子视图，但自己永远不接收触摸。
-- Hint (zh): 重写遮罩的 hitTest，并以内置实现的回答为起点：UIView.hitTest(self,
--   point, event)。
-- Hint (zh): 如果内置的 hitTest 返回的是遮罩自己，就改为返回 nil；否则原样返回它的结
--   果。
-- Why: The built-in hitTest returns the deepest view containing the point: the button
--   when the point is on it, else the overlay itself. Turning "the overlay itself"
--   into nil tells the window that the overlay did not take the point, so the window
--   goes on to the map behind it; the button still gets its taps.
-- Why (zh): 内置的 hitTest 返回包含这个点的最深层视图：点在按钮上时是按钮，否则是遮罩
--   自己。把“遮罩自己”换成 nil，就是告诉窗口遮罩没有接下这个点，于是窗口接着问后面的
--   地图；按钮仍然收到自己的轻点。
-- Forbid: bringSubviewToFront sendSubviewToBack insertSubview removeFromSuperview
-- Checked by: `respond-lua exercises check 8`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   Your code cannot use the names on the Forbid line (as globals, in `sim`, or
--   as members of views and other engine objects).
-- Checked by (zh): `respond-lua exercises check 8` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。
--   你的代码不能使用 Forbid 行上的名字（无论是作为全局变量、在 `sim` 里，还是作为视图
--   和其他引擎对象的成员）。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local map <const> = UIView{name = "map", frame = {0, 0, 375, 667}}
local overlay <const> = UIView{name = "overlay", frame = {0, 0, 375, 667}}
local locate <const> = UIView{name = "locate", frame = {300, 580, 50, 50}}
window:addSubview(map); window:addSubview(overlay); overlay:addSubview(locate)
exercise.rememberLayout(window)   -- frames, flags and order, as they are before your code

-- >>> your code
-- override the overlay here
-- <<< your code

-- Checks
expect(overlay.userInteractionEnabled, "the overlay's userInteractionEnabled is false: hit testing then skips the overlay"
  .. " and everything in it, the button too; let the overlay decline only the points its subviews do not take",
  "遮罩的 userInteractionEnabled 为 false：命中测试会跳过遮罩和它里面的一切，按钮也不例外；应该让遮罩只拒绝它的子视图"
  .. "不接收的那些点")
exercise.expectLayoutKept({[overlay] = {"hitTest", "pointInside"}}, "do it with one override on the overlay",
  "只在遮罩上重写一个方法")
if not rawequal(hitTest(325, 605), locate) then
  local inside = overlay:pointInside(CGPoint(325, 605), nil)
  expect(false, inside and ("the overlay's hitTest returns " .. exercise.label(overlay:hitTest(CGPoint(325, 605), nil))
      .. " at the button: the button is asked inside the overlay's own hit test (UIView.hitTest(self, point, event)),"
      .. " so a hitTest that does not call it skips the button with the overlay")
    or "the overlay's pointInside says no at the button, and hit testing asks a view's subviews only where its"
      .. " pointInside says yes: the button is never asked",
    inside and ("遮罩的 hitTest 在按钮处返回了 " .. exercise.label(overlay:hitTest(CGPoint(325, 605), nil)) .. "：按钮是在遮罩"
      .. "自己的命中测试（UIView.hitTest(self, point, event)）里被询问的，不调用它，就会把按钮连同遮罩一起跳过")
    or "遮罩的 pointInside 在按钮处返回了 false，而命中测试只在 pointInside 返回 true 的地方才会询问子视图：按钮根本没被问到")
end
local own = overlay:hitTest(CGPoint(100, 300), nil)
expect(not rawequal(own, overlay), "the overlay's hitTest returns the overlay itself at (100, 300), beside the"
  .. " button, so the overlay takes the touch there: return nil where no subview takes the point, and hit testing"
  .. " goes on to the map", "遮罩的 hitTest 在按钮旁边的 (100, 300) 返回了遮罩自己，于是遮罩接下了那里的触摸：在没有"
  .. "子视图接收这个点的地方返回 nil，命中测试就会继续交给地图")
exercise.expectHits({
  {325, 605, locate, "the middle of the button", "按钮中间"},
  {300, 580, locate, "the button's top-left corner", "按钮的左上角"}, {349, 629, locate, "its bottom-right corner", "它的右下角"},
  {100, 300, map, "the middle of the map", "地图中间"}, {10, 10, map, "the top-left corner", "左上角"}, {374, 666, map, "the bottom-right corner", "右下角"},
  {299, 605, map, "just left of the button", "紧挨按钮的左边"}, {325, 579, map, "just above the button", "紧挨按钮的上方"},
})
expect(rawequal(tap(325, 605), locate), "a real tap on the button did not reach it",
  "按钮上的一次真实轻点没有到达按钮")
expect(rawequal(tap(100, 300), map), "a real tap beside the button did not reach the map",
  "按钮旁边的一次真实轻点没有到达地图")

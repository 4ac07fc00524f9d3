-- Exercise: A visible overlay that lets touches through
-- Exercise (zh): 看得见却让触摸穿过的遮罩
-- Topic: hit testing
-- Difficulty: 1
-- Seed: 000 "hittest"
-- Formerly: 06_half_transparent_overlay.lua
-- Task: A half-transparent overlay (alpha 0.5) covers the whole list. It must stay on
--   screen exactly as it is (in front of the list, full size, alpha 0.5, not hidden),
--   but every tap must reach the list below it.
-- Task (zh): 一个半透明的遮罩（透明度 0.5）盖住了整个列表。它必须原样留在屏幕上（在列
--   表前面、全尺寸、透明度 0.5、不隐藏），但每次轻点都必须到达它下面的列表。
-- Hint: Think of the three cases in which hit testing skips a view. Which of them
--   leave the overlay looking the same?
-- Hint: alpha stops hit testing only below 0.01, and 0.5 is far above that; hidden
--   would take the overlay off the screen.
-- Hint: Set overlay.userInteractionEnabled = false (or override its hitTest to return
--   nil).
-- Hint (zh): 想想命中测试跳过一个视图的三种情况。其中哪些不会改变遮罩的样子？
-- Hint (zh): 透明度只有低于 0.01 才会让命中测试跳过视图，0.5 远高于此；而隐藏会让遮罩
--   从屏幕上消失。
-- Hint (zh): 把 overlay.userInteractionEnabled 设为 false（或者重写它的 hitTest 返回
--   nil）。
-- Why: Hit testing skips a view that is hidden, has alpha below 0.01, or has
--   userInteractionEnabled false (SPEC 3). A half-transparent overlay is drawn and
--   still takes touches; turning off its user interaction changes nothing on the
--   screen, and the window goes on to the list behind it.
-- Why (zh): 命中测试会跳过隐藏的、透明度低于 0.01 的或 userInteractionEnabled 为
--   false 的视图（SPEC 3）。半透明的遮罩照样画在屏幕上，也照样接收触摸；关掉它的用户
--   交互不会改变屏幕上的任何东西，窗口就会接着问它后面的列表。
-- Forbid: bringSubviewToFront sendSubviewToBack insertSubview removeFromSuperview
-- Checked by: `respond-lua exercises check 4`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   Your code cannot use the names on the Forbid line (as globals, in `sim`, or
--   as members of views and other engine objects).
-- Checked by (zh): `respond-lua exercises check 4` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。
--   你的代码不能使用 Forbid 行上的名字（无论是作为全局变量、在 `sim` 里，还是作为视图
--   和其他引擎对象的成员）。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local list <const> = UIView{name = "list", frame = {0, 0, 375, 667}}
local overlay <const> = UIView{name = "overlay", frame = {0, 0, 375, 667}, alpha = 0.5}
window:addSubview(list); window:addSubview(overlay)
exercise.rememberLayout(window)   -- frames, flags and order, as they are before your code

-- >>> your code
-- change the overlay here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[overlay] = {"userInteractionEnabled", "hitTest", "pointInside"}},
  "the overlay must stay on screen as it is, in front of the list", "遮罩必须原样留在屏幕上，在列表前面")
exercise.expectHits({
  {187, 333, list, "the middle of the screen", "屏幕中间"}, {100, 300, list, "on the list", "列表上"},
  {0, 0, list, "the top-left corner", "左上角"}, {374, 0, list, "the top-right corner", "右上角"},
  {0, 666, list, "the bottom-left corner", "左下角"}, {374, 666, list, "the bottom-right corner", "右下角"},
})
expect(rawequal(tap(100, 300), list), "a real tap on the list did not reach it",
  "列表上的一次真实轻点没有到达列表")

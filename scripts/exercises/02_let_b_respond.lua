-- Exercise: Let B respond though A covers it
-- Exercise (zh): A 盖住了 B，让 B 来响应
-- Topic: hit testing
-- Difficulty: 1
-- Seed: 000 "视图被遮挡时的响应"
-- Formerly: 04_let_b_respond.lua
-- Task: View A covers view B exactly. Make taps anywhere on B go to B, while taps
--   outside B still go to the window. Do not move, resize, hide, fade, reorder or
--   remove either view, and do not change B or the window: change A only. (There are
--   two classic ways.)
-- Task (zh): 视图 A 正好盖住视图 B。让落在 B 上任何位置的轻点都交给 B，而 B 之外的轻
--   点仍然交给窗口。不要移动、缩放、隐藏、淡出、调整顺序或移除任何一个视图，也不要改
--   动 B 或窗口：只改 A。（有两种经典做法。）
-- Hint: Hit testing asks A first, because A is in front. What could make A decline
--   the touch without changing what is drawn?
-- Hint: Seed 000 ("hittest") lists three cases in which hit testing skips a view:
--   hidden, alpha below 0.01, and one more, about interaction.
-- Hint: Set A.userInteractionEnabled = false, or override A's hitTest to return nil.
-- Hint (zh): 因为 A 在最上层，命中测试会先问 A。怎样才能让 A 拒绝这次触摸，而不改变画
--   面上的样子？
-- Hint (zh): 种子文章 000（hittest 一节）列出了命中测试跳过视图的三种情况：隐藏、透明
--   度低于 0.01，还有一种与交互有关。
-- Hint (zh): 把 A.userInteractionEnabled 设为 false，或者重写 A 的 hitTest 让它返回
--   nil。
-- Why: The window asks its frontmost subview first, and A covers B. With
--   userInteractionEnabled false, hit testing skips A and everything in it (a hitTest
--   override that returns nil does the same), so the window goes on to B, which
--   contains the point. A stays on the screen, unchanged, as the checks require.
-- Why (zh): 窗口先问最上层的子视图，而 A 盖住了 B。userInteractionEnabled 为 false
--   时，命中测试会跳过 A 及其中的一切（重写 hitTest 返回 nil 效果相同），于是窗口接着
--   问 B，而 B 包含这个点。A 仍然原样留在屏幕上，正如检查所要求的。
-- Forbid: bringSubviewToFront sendSubviewToBack insertSubview removeFromSuperview
-- Checked by: `respond-lua exercises check 2`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   Your code cannot use the names on the Forbid line (as globals, in `sim`, or
--   as members of views and other engine objects).
-- Checked by (zh): `respond-lua exercises check 2` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。
--   你的代码不能使用 Forbid 行上的名字（无论是作为全局变量、在 `sim` 里，还是作为视图
--   和其他引擎对象的成员）。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local B <const> = UIView{name = "B", frame = {50, 50, 200, 200}}
local A <const> = UIView{name = "A", frame = {50, 50, 200, 200}}
window:addSubview(B); window:addSubview(A)
exercise.rememberLayout(window)   -- frames, flags and order, as they are before your code

-- >>> your code
-- change A here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[A] = {"userInteractionEnabled", "hitTest", "pointInside"}},
  "change how A answers hit testing, not what is on the screen", "改变 A 回答命中测试的方式，而不是屏幕上的样子")
exercise.expectHits({
  {150, 150, B, "the middle of B", "B 的中间"},
  {50, 50, B, "B's top-left corner", "B 的左上角"}, {249, 50, B, "B's top-right corner", "B 的右上角"},
  {50, 249, B, "B's bottom-left corner", "B 的左下角"}, {249, 249, B, "B's bottom-right corner", "B 的右下角"},
  {49, 150, window, "just left of B", "紧挨 B 的左边"}, {250, 150, window, "just right of B", "紧挨 B 的右边"},
  {150, 49, window, "just above B", "紧挨 B 的上方"}, {150, 250, window, "just below B", "紧挨 B 的下方"},
  {10, 600, window, "far from B", "离 B 很远"},
})
expect(rawequal(tap(150, 150), B), "a real tap in the middle of B did not reach B",
  "在 B 中间的一次真实轻点没有到达 B")

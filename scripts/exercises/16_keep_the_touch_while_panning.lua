-- Exercise: Keep getting touches while a pan runs
-- Exercise (zh): 拖动手势进行时继续收到触摸
-- Topic: gestures
-- Difficulty: 2
-- Seed: 000 "手势与响应链关系"
-- Formerly: 18_keep_the_touch_while_panning.lua
-- Task: The sketch view draws in touchesMoved and finishes the stroke in
--   touchesEnded, but it also has a pan recognizer: once the pan begins, the view
--   gets touchesCancelled and no more moves. Make the view keep all its touches
--   (every move, and the end, never a cancel) while the pan still recognizes. Keep
--   the recognizer on the view, enabled.
-- Task (zh): 素描视图在 touchesMoved 里画线，在 touchesEnded 里结束一笔，但它还有一个
--   拖动手势识别器：拖动一开始，视图就收到 touchesCancelled，之后不再收到移动。让视图
--   收到全部触摸（每次移动和结束，永远不取消），同时拖动手势照样识别。识别器留在视图
--   上，保持启用。
-- Hint: Seed 000 says why the view's touches stop: when a gesture is recognized, the
--   view gets touchesCancelled. That is a setting of the recognizer.
-- Hint: SPEC 6.6: one flag of the recognizer decides whether recognition cancels the
--   view's touches.
-- Hint: Set pan.cancelsTouchesInView = false.
-- Hint (zh): 种子文章 000 说明了视图的触摸为什么会中断：手势被识别后，视图会收到
--   touchesCancelled。这是识别器的一项设置。
-- Hint (zh): SPEC 6.6：识别器的一个标志决定识别成功时是否取消视图的触摸。
-- Hint (zh): 把 pan.cancelsTouchesInView 设为 false。
-- Why: cancelsTouchesInView (true by default) makes a recognizer cancel the touches
--   of its view when it begins or is recognized (SPEC 6.6). With it false the pan
--   still recognizes and fires its action, and the view keeps receiving every
--   touchesMoved and its touchesEnded, because the window still delivers the touches
--   to the hit view.
-- Why (zh): cancelsTouchesInView（默认为 true）让识别器在开始或识别成功时取消其视图的
--   触摸（SPEC 6.6）。设为 false 后，拖动手势照样识别并触发它的动作，视图也继续收到每
--   一次 touchesMoved 和最后的 touchesEnded，因为窗口仍然把触摸交给命中视图。
-- Checked by: `respond-lua exercises check 16`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 16` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local sketch <const> = UIView{name = "sketch", frame = {0, 0, 375, 667}}
window:addSubview(sketch)
function sketch:touchesMoved(touches, event) self.points = (self.points or 0) + 1 end
function sketch:touchesEnded(touches, event) self.strokes = (self.strokes or 0) + 1 end
local pan <const> = UIPanGestureRecognizer{name = "pan", action = function(g) end}
sketch:addGestureRecognizer(pan)
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the recognizer here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "change the recognizer's settings, not the view", "修改识别器的设置，而不是视图")
expect(pan.enabled, "the pan must stay enabled", "拖动识别器必须保持启用")
local panned = exercise.counter()
pan:addTarget(panned, "add")
exercise.record()
drag(50, 50, 250, 50, {steps = 10})
expect(panned.saw("began") and panned.saw("ended"), "the pan did not recognize the drag",
  "拖动识别器没有识别出这次拖动")
expect(exercise.deliveries("touchesCancelled", sketch) == 0, "the view's touches were cancelled when the pan"
  .. " recognized: a recognizer cancels the touches of the view it is on when it recognizes, as long as its"
  .. " cancelsTouchesInView is true (recognizing together with other recognizers, or delaying the end, does not"
  .. " change that)", "拖动识别器识别成功时取消了视图的触摸：只要 cancelsTouchesInView 为 true，识别器识别成功时就会"
  .. "取消它所在视图的触摸（允许和别的识别器同时识别、推迟结束事件都改变不了这一点）")
local moves = exercise.deliveries("touchesMoved", sketch)
expect(moves == 10, "the view got " .. moves .. " of the 10 moves",
  "视图只收到了 10 次移动中的 " .. moves .. " 次")
expect(exercise.deliveries("touchesEnded", sketch) == 1, "the view never got touchesEnded",
  "视图没有收到 touchesEnded")

-- Exercise: Tap it while it slides in
-- Exercise (zh): 趁它滑入时点它
-- Topic: containers
-- Difficulty: 1
-- Seed: none (SPEC 11.8)
-- Task: The "Buy" button slides in from the left over one second. Players tap it as
--   soon as they see it, and nothing happens until it has stopped. Keep the slide
--   (the button must still be drawn moving across the screen for the whole second),
--   but let a tap on the button's place count while it moves.
-- Task (zh): “购买”（Buy）按钮在一秒内从左边滑入。玩家一看到它就去点，可是在它停下之
--   前什么都不会发生。保留滑动效果（整整一秒里按钮都必须画成正在屏幕上移动），但让在
--   按钮位置上的轻点在它移动时也算数。
-- Hint: While a view animates, something about it is switched off for as long as the
--   animation runs. explain() says what.
-- Hint: During UIView.animate, the views being animated ignore touches unless the
--   animation's options say otherwise (SPEC 11.8).
-- Hint: options.allowUserInteraction = true
-- Hint (zh): 视图在动画期间，它的某样东西在动画运行时被关掉了。explain() 会告诉你是什
--   么。
-- Hint (zh): 在 UIView.animate 期间，正在动画的视图会忽略触摸，除非动画的选项另有说明
--   （SPEC 11.8）。
-- Hint (zh): options.allowUserInteraction = true
-- Why: UIKit documents that user interactions are temporarily disabled for the views
--   being animated: unless options.allowUserInteraction is set, hit testing skips the
--   button until the slide ends (SPEC 11.8). With it set, the button takes touches
--   during the slide, and since hit testing uses the model frame, already at its
--   final place, a tap at the button's place buys.
-- Why (zh): UIKit 的文档说明，动画期间正在动画的视图会暂时禁用用户交互：除非设置了
--   options.allowUserInteraction，否则在滑动结束前命中测试会跳过这个按钮（SPEC
--   11.8）。设置之后，按钮在滑动期间也接收触摸，而且命中测试用的是已经在最终位置的模
--   型框架，所以在按钮位置上的轻点就能购买。
-- Checked by: `respond-lua exercises check 29`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 29` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local buy <const> = UIButton{name = "buy", title = "Buy", frame = {-100, 300, 100, 60}}
window:addSubview(buy)
local options = {}   -- the slide's options

-- >>> your code
-- change the options here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "keep the button as it is", "按钮保持原样")
local bought = 0
buy:addTarget(nil, function() bought = bought + 1 end, "touchUpInside")
UIView.animate(1, function() buy.frame = CGRect(137, 300, 100, 60) end, options)
wait(0.5)
local drawn = buy.presentationFrame
expect(drawn.x > -100 and drawn.x < 137, "the button must still be drawn sliding in during the second",
  "在这一秒里按钮必须仍然画成正在滑入")
tap(187, 330, {settle = false})
local allowed = options.allowUserInteraction == true
for _, name in ipairs(options) do if name == "allowUserInteraction" then allowed = true end end
expect(bought == 1, "a tap on the button's place at 0.5 s did not buy" .. (allowed and "" or (": while UIView.animate"
    .. " runs, the views it animates take no touches unless its options allow user interaction (the curve, the"
    .. " delay and the button's own userInteractionEnabled do not)")),
  "0.5 秒时在按钮位置上的轻点没有购买" .. (allowed and "" or ("：UIView.animate 运行期间，被动画的视图不接收触摸，除非"
    .. "它的选项允许用户交互（曲线、延迟和按钮自己的 userInteractionEnabled 都不管用）")))
sim.settle()
expect(buy.presentationFrame.x == 137, "the button must end where the slide puts it",
  "按钮最后必须停在滑动把它放到的位置")

-- Exercise: A tap recognizer swallows the star
-- Exercise (zh): 轻点识别器吞掉了星标
-- Topic: controls
-- Difficulty: 3
-- Seed: 004 "UIConotrol、UIGestureRecognizer、 UIResponder的触摸事件响应优先级排名"
-- Formerly: 24_view_wins_over_tap_recognizer.lua
-- Task: The card has a tap recognizer that opens the card. The star is a plain view
--   inside the card that toggles a favourite in touchesEnded, but the card's
--   recognizer takes the tap and cancels the star's touch. Make taps on the star go
--   to the star only (its touchesEnded runs, its touch is not cancelled, the card
--   does not open), while taps elsewhere on the card still open it. Keep the
--   recognizer on the card, enabled.
-- Task (zh): 卡片上有一个轻点识别器，用来打开卡片。星标是卡片里的一个普通视图，在
--   touchesEnded 里切换收藏状态，但卡片的识别器接下了轻点，并取消了星标的触摸。让星标
--   上的轻点只交给星标（它的 touchesEnded 运行，它的触摸不被取消，卡片不打开），而卡
--   片其他地方的轻点仍然打开卡片。识别器留在卡片上，保持启用。
-- Hint: A UIButton in the star's place would win: seed 004 ranks a control above the
--   recognizers of its superview. How does a control do that?
-- Hint: Before a recognizer may recognize, the views its touches belong to are asked
--   gestureRecognizerShouldBegin(g) (SPEC 6.3). Or its delegate can refuse some
--   touches.
-- Hint: function star:gestureRecognizerShouldBegin(g) return g.view == self end (only
--   recognizers on the star itself may begin).
-- Hint (zh): 如果星标的位置上换成 UIButton，它会胜出：种子文章 004 说控件的优先级高于
--   父视图上的手势识别器。控件是怎么做到的？
-- Hint (zh): 识别器在识别之前，它的触摸所属的视图会被问
--   gestureRecognizerShouldBegin(g)（SPEC 6.3）。或者它的代理可以拒绝某些触摸。
-- Hint (zh): function star:gestureRecognizerShouldBegin(g) return g.view == self end
--   （只有星标自己身上的识别器才能开始）。
-- Why: The card's recognizer sees the star's touches first and, once it recognizes,
--   cancels them (SPEC 6.6). Before it may recognize, every view its touches are
--   bound to is asked gestureRecognizerShouldBegin; the star answering false for
--   other views' recognizers makes the tap recognizer fail on the star, so the star's
--   touch ends normally. That is how UIButton beats the recognizers of its superview.
--   A delegate that refuses touches in the star works too.
-- Why (zh): 卡片的识别器先看到星标的触摸，识别成功后就会取消它们（SPEC 6.6）。识别器
--   在识别之前，会询问它的触摸所属的每个视图 gestureRecognizerShouldBegin；星标对其他
--   视图上的识别器回答 false，轻点识别器在星标上就会失败，于是星标的触摸正常结束。
--   UIButton 正是这样胜过父视图上的识别器的。用代理拒绝星标里的触摸也可以。
-- Checked by: `respond-lua exercises check 23`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 23` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local card <const> = UIView{name = "card", frame = {20, 100, 335, 300}}
local star <const> = UIView{name = "star", frame = {280, 10, 40, 40}}
window:addSubview(card); card:addSubview(star)
local open <const> = UITapGestureRecognizer{name = "open", action = function() end}   -- opens the card
card:addGestureRecognizer(open)
function star:touchesEnded(touches, event) self.favourite = not self.favourite end
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the star (or the recognizer) here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[star] = {"gestureRecognizerShouldBegin"}}, "keep the views as they are",
  "视图保持原样")
expect(open.enabled, "the card's recognizer must stay enabled", "卡片的识别器必须保持启用")
local opened = exercise.counter()
open:addTarget(opened, "add")
---@type table[]
local spots = {{star, "the middle of the star", "星标中间"}, {{301, 111}, "the star's top-left corner", "星标的左上角"},
               {{339, 149}, "the star's bottom-right corner", "星标的右下角"}}
for _, spot in ipairs(spots) do
  exercise.record()
  tap(spot[1])
  wait(1)
  expect(exercise.deliveries("touchesCancelled", star) == 0, "a tap on " .. spot[2] .. " cancelled the star's touch",
    "在" .. spot[3] .. "的轻点取消了星标的触摸")
  expect(exercise.deliveries("touchesEnded", star) == 1, "a tap on " .. spot[2] .. " did not reach the star's touchesEnded",
    "在" .. spot[3] .. "的轻点没有到达星标的 touchesEnded")
  expect(opened.count == 0, "a tap on " .. spot[2] .. " opened the card", "在" .. spot[3] .. "的轻点打开了卡片")
end
tap(100, 300)
expect(opened.count == 1, "a tap elsewhere on the card must still open it", "卡片其他地方的轻点仍然必须打开卡片")
wait(1)
tap(298, 130)
expect(opened.count == 2, "a tap on the card just left of the star must still open it",
  "紧挨星标左边的卡片上的轻点仍然必须打开卡片")

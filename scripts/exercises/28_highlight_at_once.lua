-- Exercise: Keys that light up at once
-- Exercise (zh): 立刻亮起的按键
-- Topic: containers
-- Difficulty: 2
-- Seed: none (SPEC 11.1)
-- Task: A number pad sits inside a scroll view (so that it can scroll on small
--   screens). Its keys are buttons, and they light up only about 0.15 s after the
--   finger lands, which feels slow. Make a key highlight (and send touchDown) the
--   moment the finger lands, while a drag that starts between the keys still scrolls
--   the pad. Keep the views and the keys as they are.
-- Task (zh): 一个数字键盘放在滚动视图里（以便在小屏幕上滚动）。它的按键是按钮，在手指
--   落下大约 0.15 秒后才亮起，感觉很慢。让按键在手指落下的那一刻就高亮（并发送
--   touchDown），同时从按键之间开始的拖动仍然滚动数字键盘。视图和按键都保持原样。
-- Hint: The delay is not the buttons' doing: something holds the touch back from them
--   for a moment.
-- Hint: A scroll view holds touches on its content back, to see whether they become a
--   scroll (SPEC 11.1). One of its properties says whether it waits.
-- Hint: pad.delaysContentTouches = false
-- Hint (zh): 延迟不是按钮造成的：有东西把触摸暂时扣住了，没有马上交给它们。
-- Hint (zh): 滚动视图会先扣住落在内容上的触摸，看它们会不会变成滚动（SPEC 11.1）。它
--   的一个属性决定是否等待。
-- Hint (zh): pad.delaysContentTouches = false
-- Why: With delaysContentTouches true (the default) a scroll view holds a touch on
--   its content back until a 0.15 s timer fires (the length is observed, SPEC 11.1),
--   so the key highlights late. With it false, touchesShouldBegin is asked at
--   touch-down and the key tracks at once; a drag that starts between the keys lands
--   on the scroll view itself and still scrolls.
-- Why (zh): delaysContentTouches 为 true（默认）时，滚动视图会扣住落在内容上的触摸，
--   直到一个 0.15 秒的计时器触发（这个时长是观察到的，SPEC 11.1），所以按键亮得晚。设
--   为 false 后，在手指按下时就会询问 touchesShouldBegin，按键立刻开始跟踪；从按键之
--   间开始的拖动落在滚动视图自己身上，仍然会滚动。
-- Checked by: `respond-lua exercises check 28`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 28` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local pad <const> = UIScrollView{name = "pad", frame = {0, 267, 375, 400}, contentSize = {375, 560}}
window:addSubview(pad)
local keys <const> = {}
for i = 0, 11 do
  local key = UIButton{name = "key" .. i, title = tostring(i), frame = {(i % 3) * 125 + 5, (i // 3) * 140 + 5, 115, 130}}
  pad:addSubview(key)
  keys[#keys + 1] = key
end
exercise.truth.keys, exercise.truth.key4 = {table.unpack(keys)}, keys[5]   -- kept for the checks, out of your code's reach
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the pad here
-- <<< your code

-- Checks
---@type UIButton[]
local shownKeys <const> = exercise.truth.keys   -- as the set-up made them
---@type UIButton
local key4 <const> = exercise.truth.key4
exercise.expectLayoutKept({}, "keep the views as they are", "视图保持原样")
expect(UIScrollView.defaults.contentTouchDelay == 0.15, "UIScrollView.defaults is UIKit's timing: change the pad, not UIKit",
  "UIScrollView.defaults 是 UIKit 的时间设定：要改数字键盘，而不是改 UIKit")
for _, key in ipairs(shownKeys) do expect(key.enabled, key.name .. " must stay enabled", key.name .. " 必须保持启用") end
local downAt
key4:addTarget(nil, function() downAt = sim.now end, "touchDown")
local landed = sim.now
local finger = touchDown(key4)
expect(key4.highlighted and downAt == landed, "key4 must highlight and send touchDown the moment the finger lands"
    .. (pad.delaysContentTouches and ": while delaysContentTouches is true, the pad holds a touch on its content back"
      .. " for 0.15 s to see whether it becomes a scroll" or ""),
  "key4 必须在手指落下的那一刻高亮并发送 touchDown" .. (pad.delaysContentTouches and "：delaysContentTouches 为 true 时，"
    .. "数字键盘会把落在内容上的触摸扣住 0.15 秒，看它会不会变成滚动" or ""))
finger:up()
sim.settle()
expect(pad.scrollEnabled, "the pad must still scroll", "数字键盘必须仍然能滚动")
drag(125, 400, 125, 300, {steps = 6})      -- starts in the gap between key0 and key1
expect(pad.contentOffset.y > 0, "a drag that starts between the keys must still scroll the pad",
  "从按键之间开始的拖动仍然必须滚动数字键盘")

-- Exercise: Keys that light up at once
-- Task: A number pad sits inside a scroll view (so that it can scroll on small
--   screens). Its keys are buttons, and they light up only about 0.15 s after the
--   finger lands, which feels slow. Make a key highlight (and send touchDown) the
--   moment the finger lands, while a drag that starts between the keys still
--   scrolls the pad. Keep the views and the keys as they are.
-- Hint: the scroll view holds touches on its content back for a moment, to see
--   whether they become a scroll. One of its properties says whether it waits.
-- Checked by: `respond-lua exercises check 28`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local pad <const> = UIScrollView{name = "pad", frame = {0, 267, 375, 400}, contentSize = {375, 560}}
window:addSubview(pad)
local keys <const> = {}
for i = 0, 11 do
  local key = UIButton{name = "key" .. i, title = tostring(i), frame = {(i % 3) * 125 + 5, (i // 3) * 140 + 5, 115, 130}}
  pad:addSubview(key)
  keys[#keys + 1] = key
end
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the pad here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "keep the views as they are")
expect(UIScrollView.defaults.contentTouchDelay == 0.15, "UIScrollView.defaults is UIKit's timing: change the pad, not UIKit")
for _, key in ipairs(keys) do expect(key.enabled, key.name .. " must stay enabled") end
local downAt
keys[5]:addTarget(nil, function() downAt = sim.now end, "touchDown")
local landed = sim.now
local finger = touchDown(keys[5])
expect(keys[5].highlighted and downAt == landed, "key4 must highlight and send touchDown the moment the finger lands")
finger:up()
sim.settle()
expect(pad.scrollEnabled, "the pad must still scroll")
drag(125, 400, 125, 300, {steps = 6})      -- starts in the gap between key0 and key1
expect(pad.contentOffset.y > 0, "a drag that starts between the keys must still scroll the pad")

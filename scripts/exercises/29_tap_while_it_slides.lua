-- Exercise: Tap it while it slides in
-- Task: The "Buy" button slides in from the left over one second. Players tap it
--   as soon as they see it, and nothing happens until it has stopped. Keep the
--   slide (the button must still be drawn moving across the screen for the whole
--   second), but let a tap on the button's place count while it moves.
-- Hint: during UIView.animate, the views being animated ignore touches unless
--   the animation's options say otherwise.
-- Checked by: `respond-lua exercises check 29`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local buy <const> = UIButton{name = "buy", title = "Buy", frame = {-100, 300, 100, 60}}
window:addSubview(buy)
local options = {}   -- the slide's options

-- >>> your code
-- change the options here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "keep the button as it is")
local bought = 0
buy:addTarget(nil, function() bought = bought + 1 end, "touchUpInside")
UIView.animate(1, function() buy.frame = CGRect(137, 300, 100, 60) end, options)
wait(0.5)
local drawn = buy.presentationFrame
expect(drawn.x > -100 and drawn.x < 137, "the button must still be drawn sliding in during the second")
tap(187, 330, {settle = false})
expect(bought == 1, "a tap on the button's place at 0.5 s did not buy")
sim.settle()
expect(buy.presentationFrame.x == 137, "the button must end where the slide puts it")

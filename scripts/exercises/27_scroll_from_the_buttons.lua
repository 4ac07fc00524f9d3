-- Exercise: Scroll from the buttons
-- Task: The menu is a scroll view filled with big buttons. A finger that rests on a
--   button for a moment and then drags does not scroll the menu: the button keeps
--   the touch. Make such drags scroll the menu (the button's touch is cancelled),
--   while a tap on a button still sends its touchUpInside. Keep the views, the
--   buttons and the scroll view's settings as they are.
-- Hint: once a button tracks the touch, a drag asks the scroll view whether it may
--   take the touch from it (touchesShouldCancel); UIScrollView says no for controls.
-- Checked by: `respond-lua exercises check 27`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local menu <const> = UIScrollView{name = "menu", frame = {0, 0, 375, 667}, contentSize = {375, 1500}}
window:addSubview(menu)
local buttons <const> = {}
for i = 1, 10 do
  buttons[i] = UIButton{name = "item" .. i, frame = {0, (i - 1) * 150, 375, 140}}
  menu:addSubview(buttons[i])
end
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the menu here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "keep the views as they are")
expect(menu.scrollEnabled and menu.delaysContentTouches and menu.canCancelContentTouches,
  "keep the menu's settings (scrollEnabled, delaysContentTouches, canCancelContentTouches) as they were")
for _, b in ipairs(buttons) do expect(b.enabled and b.userInteractionEnabled, b.name .. " must stay enabled and interactive") end
expect(UIScrollView.defaults.contentTouchDelay == 0.15, "UIScrollView.defaults is UIKit's timing: change the menu, not UIKit")
local tapped, cancelled = 0, 0
buttons[2]:addTarget(nil, function() tapped = tapped + 1 end, "touchUpInside")
buttons[2]:addTarget(nil, function() cancelled = cancelled + 1 end, "touchCancel")
tap(187, 220)
expect(tapped == 1, "a tap on item2 must still send its touchUpInside")
local finger = touchDown(187, 220)
finger:hold(0.4)
expect(buttons[2].highlighted, "resting on item2 must still highlight it")
for y = 210, 120, -10 do finger:hold(1 / 60) finger:moveTo(187, y) end
finger:hold(0.5)
finger:up()
sim.settle()
expect(menu.contentOffset.y > 0, "resting on a button and then dragging up must scroll the menu")
expect(cancelled == 1, "the drag must cancel item2's touch (touchCancel)")
expect(tapped == 1, "the drag must not send touchUpInside")

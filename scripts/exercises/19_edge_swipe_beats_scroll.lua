-- Exercise: Swipe back over a scroll view
-- Task: The gallery scrolls sideways and fills the screen; the window's left-edge
--   swipe goes back. The gallery's pan sees the touch first and wins, so going back
--   from the left edge scrolls instead. Make the edge swipe win (and the gallery
--   not move during it), while drags anywhere else, even close to the edge, still
--   scroll. Keep both recognizers where they are, enabled.
-- Hint: the scroll view's panGestureRecognizer can wait for the edge swipe to fail.
-- Checked by: `respond-lua exercises check 21`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local gallery <const> = UIScrollView{name = "gallery", frame = {0, 0, 375, 667}, contentSize = {1125, 667}}
window:addSubview(gallery)
local back <const> = UIScreenEdgePanGestureRecognizer{name = "back", edges = "left", action = function(g) end}   -- goes back
window:addGestureRecognizer(back)
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the recognizers here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "keep both recognizers where they are")
expect(gallery.scrollEnabled, "the gallery must still scroll")
expect(back.enabled and gallery.panGestureRecognizer.enabled, "both recognizers must stay enabled")
local wentBack = exercise.counter()
back:addTarget(wentBack, "add")
gallery.contentOffset = CGPoint(375, 0)
edgePan("left", {distance = 120})
expect(wentBack.saw("ended"), "the edge swipe did not go back")
expect(gallery.contentOffset.x == 375 and gallery.contentOffset.y == 0, "the gallery scrolled during the edge swipe")
local backActions = wentBack.count
wait(1)
drag(300, 333, 200, 333, {steps = 10})
expect(gallery.contentOffset.x > 375, "a drag in the middle must still scroll the gallery")
local x = gallery.contentOffset.x
wait(1)
drag(40, 333, 140, 333, {steps = 10})
expect(gallery.contentOffset.x < x, "a drag starting near the edge (but not on it) must still scroll the gallery")
expect(wentBack.count == backActions, "a drag in the gallery went back")

-- Exercise: Swipe back over a scroll view
-- Task: The gallery scrolls sideways and fills the screen; the window's left-edge
--   swipe goes back. The gallery's pan sees the touch first and wins, so going back
--   from the left edge scrolls instead. Make the edge swipe win, while swipes in
--   the middle still scroll.
-- Hint: the scroll view's panGestureRecognizer can wait for the edge swipe to fail.

local window = UIWindow{} window:makeKeyAndVisible()
local gallery = UIScrollView{frame = {0, 0, 375, 667}, contentSize = {1125, 667}}
window:addSubview(gallery)
local wentBack = false
local back = UIScreenEdgePanGestureRecognizer{edges = "left", action = function(g) if g.state == "ended" then wentBack = true end end}
window:addGestureRecognizer(back)

-- >>> your code
-- change the recognizers here
-- <<< your code

-- Checks: do not change what follows.
gallery.contentOffset = {375, 0}
edgePan("left", {distance = 120})
expect(wentBack, "the edge swipe did not go back")
expect(gallery.contentOffset == CGPoint(375, 0), "the gallery scrolled during the edge swipe")
drag(300, 333, 200, 333, {steps = 10})
expect(gallery.contentOffset.x > 375, "a swipe in the middle must still scroll the gallery")

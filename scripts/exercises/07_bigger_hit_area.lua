-- Exercise: A bigger touch area
-- Task: The close button is only 20x20 points. Make taps up to 15 points outside
--   its edges count, by overriding one method of `close` (not its frame).
-- Hint: pointInside(point, event) gets the point in the button's own coordinates;
--   CGRectInset(self.bounds, -15, -15) is the bigger area.

local window = UIWindow{} window:makeKeyAndVisible()
local close = UIView{name = "close", frame = {300, 40, 20, 20}}
window:addSubview(close)

-- >>> your code
-- override a method of close here
-- <<< your code

-- Checks: do not change what follows.
expect(close.frame == CGRect(300, 40, 20, 20), "keep the frame: enlarge the touch area, not the view")
expect(tap(310, 50) == close, "a tap in the middle must still work")
expect(tap(290, 30) == close, "a tap 10 pt outside the top-left corner did not reach the button")
expect(tap(334, 74) == close, "a tap 14 pt outside the bottom-right corner did not reach the button")
expect(tap(336, 50) ~= close, "16 pt outside is too far: the area should grow by 15 pt only")

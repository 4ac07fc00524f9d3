-- Exercise: A bigger touch area
-- Task: The close button is only 20x20 points. Make taps up to 15 points outside
--   each of its edges count too (the 50x50 square around it), by overriding one
--   method of `close`. Keep its frame: the button stays as it is drawn.
-- Hint: pointInside(point, event) gets the point in the button's own coordinates;
--   CGRectInset(self.bounds, -15, -15) is the bigger area.
-- Checked by: `respond-lua exercises check 7`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local toolbar <const> = UIView{name = "toolbar", frame = {0, 0, 375, 100}}
local close <const> = UIView{name = "close", frame = {300, 40, 20, 20}}
window:addSubview(toolbar); toolbar:addSubview(close)
exercise.rememberLayout(window)   -- frames, flags and order, as they are before your code

-- >>> your code
-- override a method of close here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[close] = {"pointInside", "hitTest"}}, "enlarge the touch area, not the view")
exercise.expectHits({
  {310, 50, close, "the middle of the button"},
  {286, 26, close, "14 pt above and left of the button"}, {334, 26, close, "14 pt above and right of it"},
  {286, 74, close, "14 pt below and left of it"}, {334, 74, close, "14 pt below and right of it"},
  {310, 26, close, "14 pt above it"}, {310, 74, close, "14 pt below it"},
  {286, 50, close, "14 pt left of it"}, {334, 50, close, "14 pt right of it"},
  {284, 50, toolbar, "16 pt left of it"}, {336, 50, toolbar, "16 pt right of it"},
  {310, 24, toolbar, "16 pt above it"}, {310, 76, toolbar, "16 pt below it"},
  {284, 24, toolbar, "beyond its top-left corner"}, {336, 76, toolbar, "beyond its bottom-right corner"},
})
expect(rawequal(tap(290, 30), close), "a real tap 10 pt outside the button's corner did not reach it")

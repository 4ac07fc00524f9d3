-- Exercise: A pass-through overlay
-- Task: The overlay covers the screen and holds a small button. Taps on the button
--   must reach the button; taps anywhere else must pass through to the map below.
--   Do it with one override on the overlay, leaving the views where they are.
-- Hint: call the built-in UIView.hitTest(self, point, event); if it returns the
--   overlay itself, return nil instead.
-- Forbid: bringSubviewToFront sendSubviewToBack insertSubview removeFromSuperview
-- Checked by: `respond-lua exercises check 10`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   Your code cannot use the names on the Forbid line (as globals, in `sim`, or
--   as members of views and other engine objects).

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local map <const> = UIView{name = "map", frame = {0, 0, 375, 667}}
local overlay <const> = UIView{name = "overlay", frame = {0, 0, 375, 667}}
local locate <const> = UIView{name = "locate", frame = {300, 580, 50, 50}}
window:addSubview(map); window:addSubview(overlay); overlay:addSubview(locate)
exercise.rememberLayout(window)   -- frames, flags and order, as they are before your code

-- >>> your code
-- override the overlay here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[overlay] = {"hitTest", "pointInside"}}, "do it with one override on the overlay")
exercise.expectHits({
  {325, 605, locate, "the middle of the button"},
  {300, 580, locate, "the button's top-left corner"}, {349, 629, locate, "its bottom-right corner"},
  {100, 300, map, "the middle of the map"}, {10, 10, map, "the top-left corner"}, {374, 666, map, "the bottom-right corner"},
  {299, 605, map, "just left of the button"}, {325, 579, map, "just above the button"},
})
expect(rawequal(tap(325, 605), locate), "a real tap on the button did not reach it")
expect(rawequal(tap(100, 300), map), "a real tap beside the button did not reach the map")

-- Exercise: A visible overlay that lets touches through
-- Task: A half-transparent overlay (alpha 0.5) covers the whole list. It must stay
--   on screen exactly as it is (in front of the list, full size, alpha 0.5, not
--   hidden), but every tap must reach the list below it.
-- Hint: alpha only stops hit testing below 0.01. Which other property makes hit
--   testing skip a view?
-- Forbid: bringSubviewToFront sendSubviewToBack insertSubview removeFromSuperview
-- Checked by: `respond-lua exercises check 6`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   Your code cannot use the names on the Forbid line (as globals, in `sim`, or
--   as members of views and other engine objects).

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local list <const> = UIView{name = "list", frame = {0, 0, 375, 667}}
local overlay <const> = UIView{name = "overlay", frame = {0, 0, 375, 667}, alpha = 0.5}
window:addSubview(list); window:addSubview(overlay)
exercise.rememberLayout(window)   -- frames, flags and order, as they are before your code

-- >>> your code
-- change the overlay here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[overlay] = {"userInteractionEnabled", "hitTest", "pointInside"}},
  "the overlay must stay on screen as it is, in front of the list")
exercise.expectHits({
  {187, 333, list, "the middle of the screen"}, {100, 300, list, "on the list"},
  {0, 0, list, "the top-left corner"}, {374, 0, list, "the top-right corner"},
  {0, 666, list, "the bottom-left corner"}, {374, 666, list, "the bottom-right corner"},
})
expect(rawequal(tap(100, 300), list), "a real tap on the list did not reach it")

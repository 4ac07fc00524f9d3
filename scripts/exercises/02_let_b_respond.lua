-- Exercise: Let B respond though A covers it
-- Task: View A covers view B exactly. Make taps anywhere on B go to B, while taps
--   outside B still go to the window. Do not move, resize, hide, fade, reorder or
--   remove either view, and do not change B or the window: change A only.
--   (There are two classic ways.)
-- Hint: hit testing skips views whose userInteractionEnabled is false; or A can
--   override hitTest to say "not me".
-- Forbid: bringSubviewToFront sendSubviewToBack insertSubview removeFromSuperview
-- Checked by: `respond-lua exercises check 4`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   Your code cannot use the names on the Forbid line (as globals, in `sim`, or
--   as members of views and other engine objects).

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local B <const> = UIView{name = "B", frame = {50, 50, 200, 200}}
local A <const> = UIView{name = "A", frame = {50, 50, 200, 200}}
window:addSubview(B); window:addSubview(A)
exercise.rememberLayout(window)   -- frames, flags and order, as they are before your code

-- >>> your code
-- change A here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[A] = {"userInteractionEnabled", "hitTest", "pointInside"}},
  "change how A answers hit testing, not what is on the screen")
exercise.expectHits({
  {150, 150, B, "the middle of B"},
  {50, 50, B, "B's top-left corner"}, {249, 50, B, "B's top-right corner"},
  {50, 249, B, "B's bottom-left corner"}, {249, 249, B, "B's bottom-right corner"},
  {49, 150, window, "just left of B"}, {250, 150, window, "just right of B"},
  {150, 49, window, "just above B"}, {150, 250, window, "just below B"},
  {10, 600, window, "far from B"},
})
expect(rawequal(tap(150, 150), B), "a real tap in the middle of B did not reach B")

-- Exercise: Keep getting touches while a pan runs
-- Task: The sketch view draws in touchesMoved and finishes the stroke in
--   touchesEnded, but it also has a pan recognizer: once the pan begins, the view
--   gets touchesCancelled and no more moves. Make the view keep all its touches
--   (every move, and the end, never a cancel) while the pan still recognizes.
--   Keep the recognizer on the view, enabled.
-- Hint: one property of the recognizer decides whether recognition cancels the
--   view's touches.
-- Checked by: `respond-lua exercises check 18`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local sketch <const> = UIView{name = "sketch", frame = {0, 0, 375, 667}}
window:addSubview(sketch)
function sketch:touchesMoved(touches, event) self.points = (self.points or 0) + 1 end
function sketch:touchesEnded(touches, event) self.strokes = (self.strokes or 0) + 1 end
local pan <const> = UIPanGestureRecognizer{name = "pan", action = function(g) end}
sketch:addGestureRecognizer(pan)
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the recognizer here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "change the recognizer's settings, not the view")
expect(pan.enabled, "the pan must stay enabled")
local panned = exercise.counter()
pan:addTarget(panned, "add")
exercise.record()
drag(50, 50, 250, 50, {steps = 10})
expect(panned.saw("began") and panned.saw("ended"), "the pan did not recognize the drag")
expect(exercise.deliveries("touchesCancelled", sketch) == 0, "the view's touches were cancelled")
local moves = exercise.deliveries("touchesMoved", sketch)
expect(moves == 10, "the view got " .. moves .. " of the 10 moves")
expect(exercise.deliveries("touchesEnded", sketch) == 1, "the view never got touchesEnded")

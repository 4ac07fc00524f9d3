-- Exercise: Keep getting touches while a pan runs
-- Task: The sketch view draws in touchesMoved and finishes the stroke in
--   touchesEnded, but it also has a pan recognizer: once the pan begins, the view
--   gets touchesCancelled and no more moves. Make the view keep its touches (moves
--   and the end) while the pan still works.
-- Hint: one property of the recognizer decides whether recognition cancels the
--   view's touches.

local window = UIWindow{} window:makeKeyAndVisible()
local sketch = UIView{name = "sketch", frame = window.bounds}
window:addSubview(sketch)
local moves, ended, panned = 0, false, false
function sketch:touchesMoved() moves = moves + 1 end
function sketch:touchesEnded() ended = true end
local pan = UIPanGestureRecognizer{action = function(g) if g.state == "ended" then panned = true end end}
sketch:addGestureRecognizer(pan)

-- >>> your code
-- change the recognizer here
-- <<< your code

-- Checks: do not change what follows.
drag(50, 50, 250, 50, {steps = 10})
expect(panned, "the pan must still recognize")
expect(moves == 10, "the view got " .. moves .. " of the 10 moves")
expect(ended, "the view never got touchesEnded")

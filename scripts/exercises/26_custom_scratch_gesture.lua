-- Exercise: Your own recognizer: the scratch
-- Task: Write ScratchGesture, a discrete recognizer that recognizes a finger going
--   left at least 30 pt and then right at least 30 pt (a scratch), and fails when
--   the finger lifts before that. It should not fire for a plain drag to the right.
-- Hint: in touchesMoved compare touch:locationInView(nil).x with the start; remember
--   the leftmost x; set self.state = "recognized" when x is 30 past it after going
--   30 left. In touchesEnded set "failed" if still "possible". Clear your fields in
--   reset().

local window = UIWindow{} window:makeKeyAndVisible()
local pad = UIView{name = "pad", frame = window.bounds}
window:addSubview(pad)
local ScratchGesture = UIGestureRecognizer:subclass("ScratchGesture")

-- >>> your code
-- write ScratchGesture's methods here
-- <<< your code

-- Checks: do not change what follows.
local scratches = 0
pad:addGestureRecognizer(ScratchGesture{action = function() scratches = scratches + 1 end})
local f = touchDown(200, 300)
for x = 195, 160, -5 do f:moveTo(x, 300) end
for x = 165, 200, 5 do f:moveTo(x, 300) end
f:up()
expect(scratches == 1, "a left-then-right scratch was recognized " .. scratches .. " times")
drag(100, 400, 250, 400)
expect(scratches == 1, "a plain drag to the right must not count as a scratch")
f = touchDown(200, 300)
for x = 195, 150, -5 do f:moveTo(x, 300) end
f:up()
expect(scratches == 1, "going left only must not count")
local f2 = touchDown(200, 300)
for x = 195, 160, -5 do f2:moveTo(x, 300) end
for x = 165, 200, 5 do f2:moveTo(x, 300) end
f2:up()
expect(scratches == 2, "the recognizer must work again after a reset")

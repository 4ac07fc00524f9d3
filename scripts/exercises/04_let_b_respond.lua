-- Exercise: Let B respond though A covers it
-- Task: View A covers view B. Make a tap in the middle go to B, without moving
--   either view, removing A, or changing B. (Two classic ways.)
-- Hint: hit testing skips views whose userInteractionEnabled is false; or A can
--   override hitTest to say "not me".

local window = UIWindow{} window:makeKeyAndVisible()
local B = UIView{name = "B", frame = {50, 50, 200, 200}}
local A = UIView{name = "A", frame = {50, 50, 200, 200}}
window:addSubview(B); window:addSubview(A)

-- >>> your code
-- change A here
-- <<< your code

-- Checks: do not change what follows.
expect(A.superview == window and B.superview == window, "keep both views in the window")
expect(A.frame == CGRect(50, 50, 200, 200) and B.frame == CGRect(50, 50, 200, 200), "do not move the views")
local hit = tap(150, 150)
expect(hit == B, "the tap went to " .. tostring(hit) .. ", not to B")

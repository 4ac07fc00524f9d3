-- Exercise: A round button
-- Task: The button is drawn as a circle in its 100x100 square. Make only the circle
--   respond: a tap in the square's corner must go to the view behind.
-- Hint: override pointInside; compare the distance from the centre (50, 50) with
--   the radius 50.

local window = UIWindow{} window:makeKeyAndVisible()
local background = UIView{name = "background", frame = window.bounds}
local button = UIView{name = "round", frame = {100, 100, 100, 100}}
window:addSubview(background); window:addSubview(button)

-- >>> your code
-- make the button round here
-- <<< your code

-- Checks: do not change what follows.
expect(tap(150, 150) == button, "the centre of the circle must hit the button")
expect(tap(150, 101) == button, "the top of the circle must hit the button")
expect(tap(104, 104) == background, "the corner of the square is outside the circle: it must reach the background")

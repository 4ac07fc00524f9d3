-- Exercise: Single tap or double tap
-- Task: A photo likes on double tap and shows details on single tap. Right now a
--   double tap also fires the single tap. Make a double tap fire only the double
--   tap, and a single tap still fire the single tap (a little later).
-- Hint: a recognizer can be told to wait until another one fails.

local window = UIWindow{} window:makeKeyAndVisible()
local photo = UIView{name = "photo", frame = window.bounds}
window:addSubview(photo)
local singles, doubles = 0, 0
local single = UITapGestureRecognizer{action = function() singles = singles + 1 end}
local double = UITapGestureRecognizer{numberOfTapsRequired = 2, action = function() doubles = doubles + 1 end}
photo:addGestureRecognizer(single); photo:addGestureRecognizer(double)

-- >>> your code
-- change the recognizers here
-- <<< your code

-- Checks: do not change what follows.
doubleTap(100, 100)
expect(doubles == 1, "the double tap did not fire")
expect(singles == 0, "a double tap also fired the single tap " .. singles .. " time(s)")
wait(1)
tap(100, 100)
expect(singles == 1, "a single tap must still fire the single tap")

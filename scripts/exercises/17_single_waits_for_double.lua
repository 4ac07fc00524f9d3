-- Exercise: Single tap or double tap
-- Task: A photo likes on double tap and shows details on single tap. Right now a
--   double tap also fires the single tap. Make a double tap fire only the double
--   tap, and a single tap still fire the single tap (a little later) and not the
--   double. Keep both recognizers on the photo, enabled, as they are configured.
-- Hint: a recognizer can be told to wait until another one fails.
-- Checked by: `respond-lua exercises check 19`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local photo <const> = UIView{name = "photo", frame = {0, 0, 375, 667}}
window:addSubview(photo)
local single <const> = UITapGestureRecognizer{name = "single", action = function() end}   -- show details
local double <const> = UITapGestureRecognizer{name = "double", numberOfTapsRequired = 2, action = function() end}   -- like
photo:addGestureRecognizer(single); photo:addGestureRecognizer(double)
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the recognizers here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "keep both recognizers on the photo")
expect(single.enabled and double.enabled, "both recognizers must stay enabled")
expect(single.numberOfTapsRequired == 1 and double.numberOfTapsRequired == 2,
  "the single tap must still need one tap, and the double tap two")
local singles, doubles = exercise.counter(), exercise.counter()
single:addTarget(singles, "add"); double:addTarget(doubles, "add")
doubleTap(100, 100)
expect(doubles.count == 1, "a double tap did not fire the double-tap recognizer")
expect(singles.count == 0, "a double tap also fired the single tap " .. singles.count .. " time(s)")
wait(1)
tap(100, 100)
expect(singles.count == 1, "a single tap must still fire the single tap")
expect(doubles.count == 1, "a single tap fired the double tap")

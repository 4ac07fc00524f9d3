-- Seed: none (SPEC 6.5)
-- Single tap and double tap on one view (SPEC 6.4, 6.5). A tap never prevents a
-- tap that needs more taps, so both fire on a double tap unless the single tap
-- is told to wait for the double tap to fail.
local window = UIWindow{}
window:makeKeyAndVisible()
local photo = UIView{name = "photo", frame = {0, 0, 375, 667}}
window:addSubview(photo)
local single = UITapGestureRecognizer{name = "single", action = function(g) print(string.format("  %.2f s  single tap", sim.now)) end}
local double = UITapGestureRecognizer{name = "double", numberOfTapsRequired = 2,
                                      action = function(g) print(string.format("  %.2f s  double tap", sim.now)) end}
photo:addGestureRecognizer(single)
photo:addGestureRecognizer(double)

print("a double tap, single added first:")
doubleTap(100, 100)
print("a double tap after single:requireGestureRecognizerToFail(double):")
single:requireGestureRecognizerToFail(double)
wait(1)
doubleTap(100, 100)
print("a single tap now waits out the double tap's 0.35 s:")
wait(1)
tap(100, 100)

-- Exercise: A visible overlay that lets touches through
-- Task: A half-transparent overlay (alpha 0.5) covers the list. It must stay
--   visible, but taps must reach the list below. Do not change its alpha or hide it.
-- Hint: alpha only stops hit testing below 0.01. Which other property makes hit
--   testing skip a view?

local window = UIWindow{} window:makeKeyAndVisible()
local list = UIView{name = "list", frame = {0, 0, 375, 667}}
local overlay = UIView{name = "overlay", frame = {0, 0, 375, 667}, alpha = 0.5}
window:addSubview(list); window:addSubview(overlay)

-- >>> your code
-- change the overlay here
-- <<< your code

-- Checks: do not change what follows.
expect(overlay.alpha == 0.5 and not overlay.hidden, "the overlay must stay visible at alpha 0.5")
expect(tap(100, 300) == list, "the tap still stops at " .. tostring(hitTest(100, 300)))

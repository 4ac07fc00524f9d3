-- Exercise: A pass-through overlay
-- Task: The overlay covers the screen and holds a small button. Taps on the button
--   must reach the button; taps anywhere else must pass through to the map below.
--   Do it with one override on the overlay.
-- Hint: call the built-in UIView.hitTest(self, point, event); if it returns the
--   overlay itself, return nil instead.

local window = UIWindow{} window:makeKeyAndVisible()
local map = UIView{name = "map", frame = window.bounds}
local overlay = UIView{name = "overlay", frame = window.bounds}
local locate = UIView{name = "locate", frame = {300, 580, 50, 50}}
window:addSubview(map); window:addSubview(overlay); overlay:addSubview(locate)

-- >>> your code
-- override the overlay here
-- <<< your code

-- Checks: do not change what follows.
expect(tap(320, 600) == locate, "taps on the button must reach the button")
expect(tap(100, 300) == map, "taps elsewhere must reach the map, not " .. tostring(hitTest(100, 300)))

-- Exercise: A round button
-- Task: The button is drawn as a circle filling its 100x100 square. Make only the
--   circle respond: taps inside the circle go to the button, taps in the square's
--   corners (outside the circle) go to the background behind. Keep the frame.
-- Hint: override pointInside; compare the distance from the centre (50, 50) with
--   the radius 50.
-- Checked by: `respond-lua exercises check 8`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local background <const> = UIView{name = "background", frame = {0, 0, 375, 667}}
local button <const> = UIView{name = "button", frame = {100, 100, 100, 100}}
window:addSubview(background); window:addSubview(button)
exercise.rememberLayout(window)   -- frames, flags and order, as they are before your code

-- >>> your code
-- make the button round here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[button] = {"pointInside", "hitTest"}}, "keep the button's frame")
-- Points on circles around the centre (150, 150): radius 49 and 45 are inside, 55 is not.
local function around(angle, radius)
  return 150 + radius * math.cos(math.rad(angle)), 150 + radius * math.sin(math.rad(angle))
end
---@type table[]
local cases = {{150, 150, button, "the centre of the circle"}}
for _, angle in ipairs({0, 90, 180, 270}) do
  local x, y = around(angle, 49)
  cases[#cases + 1] = {x, y, button, "just inside the circle's edge"}
end
for _, angle in ipairs({45, 135, 225, 315}) do
  local x, y = around(angle, 45)
  cases[#cases + 1] = {x, y, button, "inside the circle, towards a corner"}
  x, y = around(angle, 55)
  cases[#cases + 1] = {x, y, background, "just outside the circle, towards a corner"}
end
for _, corner in ipairs({{104, 104}, {196, 104}, {104, 196}, {196, 196}}) do
  cases[#cases + 1] = {corner[1], corner[2], background, "a corner of the square"}
end
cases[#cases + 1] = {99, 150, background, "left of the square"}
cases[#cases + 1] = {201, 150, background, "right of the square"}
exercise.expectHits(cases)
expect(rawequal(tap(150, 150), button), "a real tap on the centre did not reach the button")

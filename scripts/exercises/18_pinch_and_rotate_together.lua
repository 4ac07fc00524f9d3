-- Exercise: Pinch and rotate at once
-- Task: A photo can be pinched and rotated, but only one recognizer wins each
--   gesture. Let both recognize together, on every gesture: during a twist that
--   spreads and turns the fingers, both must begin, change and end. Keep both
--   recognizers on the photo, enabled.
-- Hint: a delegate with shouldRecognizeSimultaneouslyWith(g, other) returning true.
-- Checked by: `respond-lua exercises check 20`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local photo <const> = UIView{name = "photo", frame = {37, 183, 300, 300}}
window:addSubview(photo)
local pinchG <const> = UIPinchGestureRecognizer{name = "pinch", action = function(g) end}      -- scales the photo
local rotateG <const> = UIRotationGestureRecognizer{name = "rotation", action = function(g) end}   -- turns it
photo:addGestureRecognizer(pinchG); photo:addGestureRecognizer(rotateG)
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the recognizers here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "keep both recognizers on the photo")
expect(pinchG.enabled and rotateG.enabled, "both recognizers must stay enabled")
-- Two fingers spread apart and turn at the same time.
local function twist()
  local c = {x = 187, y = 333}
  local a, b = touchDown(c.x - 50, c.y), touchDown(c.x + 50, c.y)
  for i = 1, 20 do
    local angle, r = i / 20 * 0.8, 50 + i * 2.5
    wait(1 / 60)
    sim.batch(function()
      a:moveTo(c.x - r * math.cos(angle), c.y - r * math.sin(angle))
      b:moveTo(c.x + r * math.cos(angle), c.y + r * math.sin(angle))
    end)
  end
  sim.batch(function() a:up() b:up() end)
  wait(0.5)
end
for round = 1, 2 do
  local pinches, rotations = exercise.counter(), exercise.counter()
  pinchG:addTarget(pinches, "add"); rotateG:addTarget(rotations, "add")
  twist()
  pinchG:removeTarget(pinches, "add"); rotateG:removeTarget(rotations, "add")
  local again = round == 2 and " on a second twist" or ""
  expect(pinches.saw("changed") or rotations.saw("changed"), "neither recognizer recognized the twist" .. again)
  expect(pinches.saw("changed") and rotations.saw("changed"),
    "only the " .. (pinches.saw("changed") and "pinch" or "rotation") .. " recognized the twist" .. again)
  expect(pinches.saw("ended") and rotations.saw("ended"), "both must end when the fingers lift" .. again)
end

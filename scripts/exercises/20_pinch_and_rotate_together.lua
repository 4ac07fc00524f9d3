-- Exercise: Pinch and rotate at once
-- Task: A photo can be pinched and rotated, but only one recognizer wins each
--   gesture. Let both recognize together.
-- Hint: a delegate with shouldRecognizeSimultaneouslyWith(g, other) returning true.

local window = UIWindow{} window:makeKeyAndVisible()
local photo = UIView{name = "photo", frame = {37, 183, 300, 300}}
window:addSubview(photo)
local scaled, turned = false, false
local pinchG = UIPinchGestureRecognizer{action = function(g) if g.state == "changed" then scaled = true end end}
local rotateG = UIRotationGestureRecognizer{action = function(g) if g.state == "changed" then turned = true end end}
photo:addGestureRecognizer(pinchG); photo:addGestureRecognizer(rotateG)

-- >>> your code
-- change the recognizers here
-- <<< your code

-- Checks: do not change what follows.
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
expect(scaled and turned, "only the " .. (scaled and "pinch" or "rotation") .. " recognized")

-- Seed: 004 "如何让多个手势识别器并存"
-- Seed 004 (如何让多个手势识别器并存): by default two recognizers do not
-- recognize together: the first to begin makes the other fail. A delegate
-- answering true to shouldRecognizeSimultaneouslyWith lets a photo be pinched
-- and rotated in one gesture.
local window = UIWindow{}
window:makeKeyAndVisible()
local photo = UIView{name = "photo", frame = {37, 183, 300, 300}}
window:addSubview(photo)

local pinchG = UIPinchGestureRecognizer{name = "pinch", action = function(g)
  if g.state ~= "changed" then print(string.format("pinch %s, scale %.2f", g.state, g.scale)) end
end}
local rotateG = UIRotationGestureRecognizer{name = "rotation", action = function(g)
  if g.state ~= "changed" then print(string.format("rotation %s, %.2f rad", g.state, g.rotation)) end
end}
photo:addGestureRecognizer(pinchG)
photo:addGestureRecognizer(rotateG)

-- Two fingers that spread apart and turn at the same time.
local function pinchAndTurn()
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
end

print("-- by default: whichever begins first wins")
pinchAndTurn()
print("-- with a delegate that allows both")
local delegate = {}
function delegate:shouldRecognizeSimultaneouslyWith(g, other) return true end
pinchG.delegate = delegate
pinchAndTurn()

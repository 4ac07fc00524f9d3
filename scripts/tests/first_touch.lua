-- A learner's first touches: a window never made visible is named when a touch
-- hits nothing; `pinch` takes an `angle`, so one two-finger gesture pinches and
-- rotates; every simulation helper is also in `sim` (where a local that hides
-- the global cannot reach it: the error names `sim.<name>`).

-- Every helper is in sim, the same function as the global.
for _, name in ipairs({"tap", "doubleTap", "longPress", "drag", "swipe", "pinch", "rotate", "edgePan",
                       "touchDown", "wait", "shake", "remoteControl", "press", "typeText"}) do
  assertEqual(type(sim[name]), "function", "sim." .. name)
  assertEqual(rawequal(sim[name], _G[name]), true, "sim." .. name .. " is the global " .. name)
end

-- A tap before makeKeyAndVisible(): the warning names the hidden window and the call.
sim.record(true)
local function warnings()
  local found = {}
  for _, r in ipairs(sim.records()) do
    if r.kind == "warning" then found[#found + 1] = r.reason end
  end
  sim.clearRecords()
  return found
end
local main = UIWindow{name = "main"}
local v = UIView{name = "v", frame = {50, 50, 200, 200}}
main:addSubview(v)
assertEqual(tap(100, 100), nil)
assertEqual(warnings(), {'the touch at (100,100) hit nothing: UIWindow "main" is hidden '
  .. '(windows start hidden: call main:makeKeyAndVisible())'})
main:makeKeyAndVisible()
assertEqual(tap(100, 100), v)
assertEqual(warnings(), {})
main.frame = {0, 0, 375, 300}
assertEqual(tap(100, 400), nil, "below the window")
assertEqual(warnings(), {"the touch at (100,400) hit nothing: no visible window took it"})
main.frame = {0, 0, 375, 667}
sim.record(false)

-- pinch with an angle: the two fingers turn as they spread. With both recognizers
-- allowed together, each reports its own part of the one gesture.
local scales, rotations = {}, {}
local pinchG = UIPinchGestureRecognizer{action = function(g) scales[#scales + 1] = g.scale end}
local rotationG = UIRotationGestureRecognizer{action = function(g) rotations[#rotations + 1] = g.rotation end}
rotationG.delegate = {shouldRecognizeSimultaneouslyWith = function() return true end}
v:addGestureRecognizer(pinchG)
v:addGestureRecognizer(rotationG)
assertEqual(pinch(150, 150, {scale = 2, spread = 100, angle = math.pi / 4, duration = 0.5}), v)
assertEqual(pinchG.state, "possible")
-- 30 moves: the distance grows 10/3 pt a move and the pinch begins at 110 pt (8 pt
-- of change); the line turns π/120 a move and the rotation begins after two (0.05 rad).
assertEqual(scales[1], 1, "1 at began")
assertEqual(math.abs(scales[#scales] - 200 / 110) < 1e-9, true, "distance / distance at began: " .. scales[#scales])
assertEqual(rotations[1], 0, "0 at began")
assertEqual(math.abs(rotations[#rotations] - (math.pi / 4 - math.pi / 60)) < 1e-9, true,
  "turned since began: " .. rotations[#rotations])
assertEqual(#scales, 29, "began at the third move, changed for each of the 27 after it, ended")
assertEqual(#rotations, 30, "began at the second move, changed for each of the 28 after it, ended")

-- Without the delegate, the first to begin (the rotation) keeps the gesture.
rotationG.delegate = nil
scales, rotations = {}, {}
pinch(150, 150, {scale = 2, angle = math.pi / 4})
assertEqual(#scales, 0, "the pinch failed: the rotation had begun")
assertEqual(math.abs(rotations[#rotations] - (math.pi / 4 - math.pi / 60)) < 1e-9, true)

-- A negative angle turns counter-clockwise; angle 0 is the pinch it always was.
scales, rotations = {}, {}
pinch(150, 150, {scale = 0.5, angle = -math.pi / 2, spread = 120})
assertEqual(rotations[#rotations] < -1.4, true, "counter-clockwise: " .. rotations[#rotations])
v:removeGestureRecognizer(rotationG)
scales = {}
pinch(150, 150, {scale = 2, angle = 0})
assertEqual(math.abs(scales[#scales] - 200 / 110) < 1e-9, true)
assertError(function() pinch(150, 150, {angle = 0 / 0}) end, "angle")
assertError(function() pinch(150, 150, {angle = "left"}) end, "angle")

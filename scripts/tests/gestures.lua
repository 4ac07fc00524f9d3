-- SPEC 6: recognizers, their states, conflicts, and their effect on the view's touches.
local w = UIWindow{} w:makeKeyAndVisible()
local log = {}
local function logged() local out = log; log = {}; return out end
local function viewWithLog(name, frame)
  local v = UIView{name = name, frame = frame or {0, 0, 300, 300}}
  w:addSubview(v)
  for _, m in ipairs({"touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"}) do
    v[m] = function(self, touches) log[#log + 1] = self.name .. "." .. m:sub(8) end
  end
  return v
end
local function fresh(name, frame)
  for _, sub in ipairs(w.subviews) do sub:removeFromSuperview() end
  return viewWithLog(name, frame)
end
local function action(label)
  return function(g) log[#log + 1] = label .. ":" .. g.state end
end

-- §10: a tap on a pan's view: the pan fails on touch-up, the view gets began and ended.
local v = fresh("v")
local pan = UIPanGestureRecognizer{name = "pan", action = action("pan")}
v:addGestureRecognizer(pan)
sim.record(true) sim.clearRecords()
tap(50, 50)
assertEqual(logged(), {"v.Began", "v.Ended"})
local changes = {}
for _, r in ipairs(sim.records()) do
  if r.kind == "gesture" and r.recognizer == pan then changes[#changes + 1] = r.event .. " (" .. r.reason .. ")" end
end
assertEqual(changes, {"possible → failed (all fingers lifted before it began)", "failed → possible (reset)"})

-- §10: dragging 100 pt: began, moved…, cancelled for the view; began, changed…, ended for the pan.
local translations = {}
pan:addTarget(nil, function(g) translations[#translations + 1] = g:translationInView(v).x end)
drag(50, 50, 150, 50, {steps = 20})   -- 5 pt a step: the pan begins at the second move
assertEqual(logged(), {"v.Began", "v.Moved", "v.Cancelled", "pan:began",
  "pan:changed", "pan:changed", "pan:changed", "pan:changed", "pan:changed", "pan:changed", "pan:changed", "pan:changed",
  "pan:changed", "pan:changed", "pan:changed", "pan:changed", "pan:changed", "pan:changed", "pan:changed", "pan:changed",
  "pan:changed", "pan:changed", "pan:ended"})
assertEqual(translations[1], 0, "the 10 pt hysteresis is taken off at began")
assertEqual(translations[2], 5)
assertEqual(translations[#translations], 90)
assertEqual(pan.state, "possible", "reset after the sequence")

-- setTranslation: later translations are measured from there.
translations = {}
pan:removeTarget(nil, nil)
pan:addTarget(nil, function(g)
  translations[#translations + 1] = g:translationInView(nil).x
  if g.state == "began" then g:setTranslation({0, 0}, nil) end
end)
drag(50, 50, 150, 50, {steps = 20})
assertEqual({translations[1], translations[2], translations[#translations]}, {0, 5, 90})
logged()

-- cancelsTouchesInView = false: the view keeps getting its touches.
pan:removeTarget(nil, nil)
pan:addTarget(nil, action("pan"))
pan.cancelsTouchesInView = false
drag(50, 50, 80, 50, {steps = 3})
assertEqual(logged(), {"v.Began", "pan:began", "v.Moved", "pan:changed", "v.Moved", "pan:changed", "v.Moved", "pan:ended", "v.Ended"},
  "recognizers see each event before the view")
pan.cancelsTouchesInView = true

-- delaysTouchesBegan: nothing reaches the view while the pan might begin; a tap
-- releases began and ended together (original timestamps), a drag drops them.
pan.delaysTouchesBegan = true
local stamps = {}
function v:touchesBegan(t) log[#log + 1] = "v.Began" stamps[#stamps + 1] = t:anyObject().timestamp end
local t0 = sim.now
tap(50, 50)
assertEqual(logged(), {"v.Began", "v.Ended"})
assertEqual(stamps[1], t0, "the held began keeps its original timestamp")
drag(50, 50, 150, 50, {steps = 10})
assertEqual(logged()[1], "pan:began", "the view never sees the touch")
pan.delaysTouchesBegan = false
v:removeGestureRecognizer(pan)

-- Single and double taps (SPEC 6.4 ordering, 6.5 failure requirements, 6.6 delaysTouchesEnded).
v = fresh("v")
local single = UITapGestureRecognizer{name = "single", action = action("single")}
local double = UITapGestureRecognizer{name = "double", numberOfTapsRequired = 2, action = action("double")}
v:addGestureRecognizer(double); v:addGestureRecognizer(single)
doubleTap(50, 50)
assertEqual(logged(), {"v.Began", "v.Cancelled", "single:ended", "v.Began", "v.Cancelled", "double:ended"},
  "double added first: the single tap fires once")
v:removeGestureRecognizer(double); v:addGestureRecognizer(double)
doubleTap(50, 50)
assertEqual(logged(), {"v.Began", "v.Cancelled", "single:ended", "v.Began", "v.Cancelled", "single:ended", "double:ended"},
  "single added first: it recognizes on the second tap too")
single:requireGestureRecognizerToFail(double)
local before = sim.now
tap(50, 50)
assertEqual(logged(), {"v.Began", "v.Cancelled", "single:ended"}, "the single tap waits for the double tap to fail")
assertEqual(math.abs(sim.now - before - 0.4) < 1e-9, true, "it waited out the double tap's interval")
doubleTap(50, 50)
assertEqual(logged(), {"v.Began", "v.Began", "v.Cancelled", "double:ended"},
  "the first touchesEnded waited, then became part of the cancel")
assertError(function() double:requireGestureRecognizerToFail(single) end, "would form a cycle")

-- delaysTouchesEnded = false: the first tap's end is delivered at once.
single.delaysTouchesEnded = false
double.delaysTouchesEnded = false
single.cancelsTouchesInView = false
double.cancelsTouchesInView = false
doubleTap(50, 50)
assertEqual(logged(), {"v.Began", "v.Ended", "v.Began", "double:ended", "v.Ended"})
v:removeGestureRecognizer(single); v:removeGestureRecognizer(double)

-- Discrete actions see the final state; numberOfTouches and locations.
v = fresh("v")
local seen
local twoFinger = UITapGestureRecognizer{numberOfTouchesRequired = 2, action = function(g)
  seen = {g.state, g.numberOfTouches, g:locationInView(v), g:locationOfTouch(0, v), g:locationOfTouch(1, v)}
end}
v:addGestureRecognizer(twoFinger)
tap(100, 100, {fingers = 2, spread = 40})
assertEqual(seen, {"ended", 2, CGPoint(100, 100), CGPoint(80, 100), CGPoint(120, 100)})
assertEqual(twoFinger.state, "possible")
seen = nil
tap(100, 100)
assertEqual(seen, nil, "one finger is not enough")
tap(100, 100, {fingers = 3, spread = 10})
assertEqual(seen, nil, "three are too many")
logged()
v:removeGestureRecognizer(twoFinger)

-- Tap failure rules: moving too far, holding too long.
local t1 = UITapGestureRecognizer{action = action("tap")}
v:addGestureRecognizer(t1)
drag(50, 50, 100, 50, {steps = 5})
tap(50, 50, {hold = 0.8})
assertEqual(logged(), {"v.Began", "v.Moved", "v.Moved", "v.Moved", "v.Moved", "v.Moved", "v.Ended", "v.Began", "v.Ended"},
  "no tap action: it failed past 45 pt, and when held 0.8 s")
UIGestureRecognizer.defaults.tapMaximumDuration = 1
tap(50, 50, {hold = 0.8})
assertEqual(logged(), {"v.Began", "v.Cancelled", "tap:ended"}, "defaults can be changed")
UIGestureRecognizer.defaults.tapMaximumDuration = 0.75
v:removeGestureRecognizer(t1)

-- Long press: timing, movement, changed and ended.
local press = UILongPressGestureRecognizer{action = action("press")}
v:addGestureRecognizer(press)
longPress(50, 50, {duration = 0.3})
assertEqual(logged(), {"v.Began", "v.Ended"}, "lifted before 0.5 s")
local f = touchDown(50, 50)
f:hold(0.49)
assertEqual(press.state, "possible")
f:hold(0.02)
assertEqual(press.state, "began")
f:moveTo(80, 50)
f:up()
assertEqual(logged(), {"v.Began", "v.Cancelled", "press:began", "press:changed", "press:ended"})
f = touchDown(50, 50)
f:moveTo(61, 50)
f:hold(1)
f:up()
assertEqual(logged(), {"v.Began", "v.Moved", "v.Ended"}, "moved 11 pt before it began: failed")
v:removeGestureRecognizer(press)

-- Swipes: direction, distance, speed.
local swipeRight = UISwipeGestureRecognizer{action = function(g) log[#log + 1] = "swipe at " .. tostring(g:locationInView(v)) end}
v:addGestureRecognizer(swipeRight)
swipe(50, 50, "right")
swipe(200, 50, "left")
swipe(50, 50, "right", {distance = 40})
swipe(50, 50, "right", {duration = 2})   -- 50 pt only after 0.67 s
local swipes = {}
for _, entry in ipairs(logged()) do if entry:find("swipe") then swipes[#swipes + 1] = entry end end
assertEqual(swipes, {"swipe at (50,50)"})
swipeRight.direction = {"left", "up"}
assertEqual(swipeRight.direction, {"left", "up"})
swipe(200, 200, "up")
assertEqual(#logged() > 0 and true, true)
v:removeGestureRecognizer(swipeRight)

-- Pinch and rotation values.
local scales, angles = {}, {}
local pinchG = UIPinchGestureRecognizer{action = function(g) scales[#scales + 1] = g.scale end}
v:addGestureRecognizer(pinchG)
pinch(150, 150, {scale = 2, spread = 100, duration = 0.5})
assertEqual(scales[1], 1, "1 at began")
assertEqual(math.abs(scales[#scales] - 200 / 110) < 1e-9, true, "distance / distance at began (110 pt)")
v:removeGestureRecognizer(pinchG)
local rot = UIRotationGestureRecognizer{action = function(g) angles[#angles + 1] = g.rotation end}
v:addGestureRecognizer(rot)
rotate(150, 150, {angle = math.pi / 2, radius = 50, duration = 0.5})
assertEqual(angles[1], 0)
assertEqual(math.abs(angles[#angles] - (math.pi / 2 - math.pi / 60)) < 1e-9, true, "turned since began (it began after the first 3° step)")
v:removeGestureRecognizer(rot)
logged()

-- Screen-edge pans.
local edgeG = UIScreenEdgePanGestureRecognizer{edges = "left", action = action("edge")}
w:addGestureRecognizer(edgeG)
v.frame = {0, 0, 375, 667}
edgePan("left", {distance = 100})
local got = logged()
assertEqual({got[1], got[2], got[3], got[4], got[#got]}, {"v.Began", "v.Moved", "v.Cancelled", "edge:began", "edge:ended"})
edgePan("right", {distance = 100})
assertEqual(logged(), {"v.Began", "v.Moved", "v.Moved", "v.Moved", "v.Moved", "v.Moved", "v.Moved", "v.Moved", "v.Moved", "v.Moved", "v.Moved",
  "v.Moved", "v.Moved", "v.Moved", "v.Moved", "v.Moved", "v.Moved", "v.Moved", "v.Moved", "v.Ended"}, "not from the left edge")
w:removeGestureRecognizer(edgeG)
v.frame = {0, 0, 300, 300}

-- velocityInView: points per second, smoothed (0.2 new + 0.8 old).
v = fresh("v")
local speeds = {}
local p = UIPanGestureRecognizer{action = function(g) speeds[#speeds + 1] = g:velocityInView(v).x end}
v:addGestureRecognizer(p)
drag(50, 50, 150, 50, {duration = 0.5})          -- 30 moves of 10/3 pt every 1/60 s: 200 pt/s
local last = speeds[#speeds]
assertEqual(last > 199 and last < 200, true, "close to 200 pt/s after 30 smoothed steps, got " .. last)
local expected1 = 200 * (1 - 0.8 ^ 3)              -- the pan began at the third move
assertEqual(math.abs(speeds[1] - expected1) < 1e-6, true, "the velocity at began")

-- Recognizers come and go: a touch reaches exactly those attached when it begins,
-- after removals, moves between views, and views that go away with theirs.
do
  local a = fresh("a", {0, 0, 100, 100})
  local b = viewWithLog("b", {100, 0, 100, 100})
  local t = UITapGestureRecognizer{name = "t", action = action("t")}
  logged()
  tap(50, 50)
  assertEqual(logged(), {"a.Began", "a.Ended"})
  a:addGestureRecognizer(t)
  tap(50, 50)
  assertEqual(logged(), {"a.Began", "a.Cancelled", "t:ended"})
  b:addGestureRecognizer(t)                  -- moved: a has none now
  tap(50, 50)
  assertEqual(logged(), {"a.Began", "a.Ended"})
  tap(150, 50)
  assertEqual(logged(), {"b.Began", "b.Cancelled", "t:ended"})
  b:removeGestureRecognizer(t)
  tap(150, 50)
  assertEqual(logged(), {"b.Began", "b.Ended"})
  do
    local gone = UIView{frame = {0, 0, 10, 10}}
    gone:addGestureRecognizer(UITapGestureRecognizer{})
  end
  collectgarbage() collectgarbage()
  a:addGestureRecognizer(t)
  tap(50, 50)
  assertEqual(logged(), {"a.Began", "a.Cancelled", "t:ended"})
  a:removeGestureRecognizer(t)
end

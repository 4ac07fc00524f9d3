-- SPEC 5 and 9: touch delivery, phases, forwarding, multi-touch, the simulated device.
local window = UIWindow{name = "w"}
window:makeKeyAndVisible()
local log = {}
local function record(view, forward)
  for _, m in ipairs({"touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"}) do
    view[m] = function(self, touches, event)
      local points = {}
      local inView = self:isKindOfClass(UIView) and self or nil
      for t in touches:each() do points[#points + 1] = tostring(t:locationInView(inView)) end
      log[#log + 1] = self.name .. "." .. m .. "(" .. touches.count .. ") " .. table.concat(points, " ")
      if forward then UIResponder[m](self, touches, event) end
    end
  end
end

local a = UIView{name = "a", frame = {0, 0, 100, 100}}
local b = UIView{name = "b", frame = {100, 0, 100, 100}}
window:addSubview(a); window:addSubview(b)
record(a); record(b)

-- A tap: began then ended, at the same place; hold 0.05 s.
assertEqual(tap(20, 30), a)
assertEqual(log, {"a.touchesBegan(1) (20,30)", "a.touchesEnded(1) (20,30)"})
assertEqual(sim.now, 0.05)

-- A drag with steps: moves, bound to a for life even when the finger leaves it.
log = {}
drag(50, 50, 150, 50, {steps = 2})
assertEqual(log, {"a.touchesBegan(1) (50,50)", "a.touchesMoved(1) (100,50)", "a.touchesMoved(1) (150,50)",
                  "a.touchesEnded(1) (150,50)"})

-- Fingers: one event each; batch groups them; stationary fingers are not delivered.
log = {}
local f1, f2
sim.batch(function()
  f1 = touchDown(10, 10)
  f2 = touchDown(110, 10)
end)
f2:moveTo(120, 20)
assertEqual(f1.touch.phase, "stationary")
local event = f1.touch.window and nil
f1:hold(0.5)
f1:up()
f2:cancel()
assertEqual(log, {"a.touchesBegan(1) (10,10)", "b.touchesBegan(1) (10,10)", "b.touchesMoved(1) (20,20)",
                  "a.touchesEnded(1) (10,10)", "b.touchesCancelled(1) (20,20)"})
assertError(function() f1:up() end, "is not down")

-- multipleTouchEnabled: off, only the first touch of a sequence reaches the view.
log = {}
tap(50, 50, {fingers = 2, spread = 20})
assertEqual(log, {"a.touchesBegan(1) (40,50)", "a.touchesEnded(1) (40,50)"})
log = {}
a.multipleTouchEnabled = true
tap(50, 50, {fingers = 2, spread = 20})
assertEqual(log, {"a.touchesBegan(2) (40,50) (60,50)", "a.touchesEnded(2) (40,50) (60,50)"})
a.isMultipleTouchEnabled = false

-- exclusiveTouch: while a tracks a touch, b gets nothing; and the other way round.
log = {}
a.exclusiveTouch = true
local fa = touchDown(50, 50)
local fb = touchDown(150, 50)
fb:up(); fa:up()
assertEqual(log, {"a.touchesBegan(1) (50,50)", "a.touchesEnded(1) (50,50)"})
log = {}
fb = touchDown(150, 50)
fa = touchDown(50, 50)
fa:up(); fb:up()
assertEqual(log, {"b.touchesBegan(1) (50,50)", "b.touchesEnded(1) (50,50)"})
a.exclusiveTouch = false

-- tapCount: within 0.35 s and 45 pt of the last lift.
local counts = {}
function a:touchesBegan(touches) counts[#counts + 1] = touches:anyObject().tapCount end
tap(50, 50, {taps = 3})
wait(0.4)
tap(50, 50)
assertEqual(counts, {1, 2, 3, 1})

-- Forwarding: the default passes touches up the chain; an override that calls super too.
local vc = UIViewController{name = "vc"}
local w2 = UIWindow{name = "w2", rootViewController = vc, windowLevel = 10}
w2:makeKeyAndVisible()
local card = UIView{name = "card", frame = {0, 0, 200, 200}}
local icon = UIView{name = "icon", frame = {10, 10, 20, 20}}
vc.view:addSubview(card); card:addSubview(icon)
log = {}
record(icon, true)
record(vc)
tap(15, 15)
assertEqual(log, {"icon.touchesBegan(1) (5,5)", "vc.touchesBegan(1) (15,15)",
                  "icon.touchesEnded(1) (5,5)", "vc.touchesEnded(1) (15,15)"})
log = {}
record(icon, false)
tap(15, 15)
assertEqual(log, {"icon.touchesBegan(1) (5,5)", "icon.touchesEnded(1) (5,5)"}, "no super: the chain stops")

-- The touches and the event handed to overrides.
local seen
function icon:touchesBegan(touches, event)
  local t = touches:anyObject()
  seen = {
    #touches, touches.count, #touches:all(), t.view == icon, t.window == w2, t.phase,
    event.type, event.allTouches.count, event:touchesForView(card).count, event:touchesForWindow(w2).count,
    event:touchesForView(b).count, t:locationInView(nil), t:previousLocationInView(icon), t.force, t.majorRadius,
    event.timestamp == sim.now, t.timestamp == sim.now,
  }
end
tap(16, 17)
assertEqual(seen, {1, 1, 1, true, true, "began", "touches", 1, 1, 1, 0, CGPoint(16, 17), CGPoint(6, 7), 1, 20, true, true})

-- Locations: a view (its centre), a point table, or two numbers.
assertEqual(tap(icon), icon)
assertEqual(tap({x = 15, y = 15}), icon)
assertEqual(tap(CGPoint(15, 15)), icon)

-- Every composite returns the first view hit and leaves no finger down.
w2.hidden = true
assertEqual(longPress(20, 20, {duration = 0.6}), a)
assertEqual(swipe(20, 20, "right"), a)
assertEqual(swipe(20, 20, "down", {distance = 30, duration = 0.2}), a)
assertEqual(pinch(50, 50, {scale = 0.5, spread = 60}), a)
assertEqual(rotate(150, 50, {angle = -math.pi / 4, radius = 30}), b)
assertEqual(edgePan("left"), window, "starts at (2, 333.5): below a")
assertEqual(doubleTap(150, 50), b)
assertError(function() swipe(20, 20, "sideways") end, "direction must be")
assertError(function() edgePan("middle") end, "edge must be")
assertError(function() tap(20, 20, {tapz = 2}) end, "unknown option 'tapz'")

-- A touch outside every visible window hits nothing, with a warning record naming
-- the hidden window there.
sim.record(true)
sim.clearRecords()
window.hidden = true
assertEqual(tap(10, 10), nil)
local records = sim.records()
assertEqual(records[1].kind, "hitTest")
assertEqual(records[2].kind, "warning")
assertEqual(records[2].reason, 'the touch at (10,10) hit nothing: UIWindow "w" is hidden (its hidden is true); '
  .. 'UIWindow "w2" is hidden (its hidden is true)')
window.hidden = false

-- The clock.
local t0 = sim.now
wait(1.25)
assertEqual(sim.now, t0 + 1.25)
sim.advance(0.75)
assertEqual(sim.now, t0 + 2)
assertError(function() wait(-1) end, "time must be")
assertError(function() sim.now = 3 end, "read-only")

-- sendEvent overrides: the window's can swallow events; calling the built-in delivers them.
local w3 = UIWindow{name = "w3", windowLevel = 50}
w3:makeKeyAndVisible()
local target = UIView{name = "target", frame = {0, 0, 50, 50}}
w3:addSubview(target)
local got = {}
function target:touchesBegan() got[#got + 1] = "began" end
function w3:sendEvent(event) got[#got + 1] = "swallowed " .. event.type end
tap(10, 10)
assertEqual(got, {"swallowed touches", "swallowed touches"})
got = {}
function w3:sendEvent(event) got[#got + 1] = "window" UIWindow.sendEvent(self, event) end
function app:sendEvent(event) got[#got + 1] = "app" UIApplication.sendEvent(self, event) end
tap(10, 10)
assertEqual(got, {"app", "window", "began", "app", "window"})
app.sendEvent = nil
w3.hidden = true

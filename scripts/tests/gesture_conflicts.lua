-- SPEC 6.1, 6.3–6.5: delegates, exclusivity, failure requirements, custom recognizers, errors.
local w = UIWindow{} w:makeKeyAndVisible()
local v = UIView{name = "v", frame = {0, 0, 300, 300}}
w:addSubview(v)
local log = {}
local function logged() local out = log; log = {}; return out end
for _, m in ipairs({"touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"}) do
  v[m] = function(self) log[#log + 1] = "v." .. m:sub(8) end
end
local function action(label) return function(g) log[#log + 1] = label .. ":" .. g.state end end
local function clear() for _, g in ipairs(v.gestureRecognizers) do v:removeGestureRecognizer(g) end end

-- Two pans on one view: only one recognizes, unless a delegate allows both.
local a = UIPanGestureRecognizer{name = "a", action = action("a")}
local b = UIPanGestureRecognizer{name = "b", action = action("b")}
v:addGestureRecognizer(a); v:addGestureRecognizer(b)
drag(50, 50, 80, 50, {steps = 3})
assertEqual(logged(), {"v.Began", "v.Cancelled", "a:began", "a:changed", "a:changed", "a:ended"})
b.delegate = {shouldRecognizeSimultaneouslyWith = function(self, g, other) return true end}
drag(50, 50, 80, 50, {steps = 3})
assertEqual(logged(), {"v.Began", "v.Cancelled", "a:began", "b:began", "a:changed", "b:changed", "a:changed", "b:changed",
  "a:ended", "b:ended"})

-- Delegate vetoes.
b.delegate = nil
a.delegate = {shouldBegin = function(self, g) return false end}
drag(50, 50, 80, 50, {steps = 3})
assertEqual(logged(), {"v.Began", "v.Cancelled", "b:began", "b:changed", "b:changed", "b:ended"}, "a said no; b goes")
local received = {}
a.delegate = {shouldReceiveTouch = function(self, g, touch) received[#received + 1] = touch.phase return false end}
b.delegate = {shouldReceiveEvent = function(self, g, event) return event.type ~= "touches" end}
drag(50, 50, 80, 50, {steps = 3})
assertEqual(logged(), {"v.Began", "v.Moved", "v.Moved", "v.Moved", "v.Ended"}, "neither saw the touch")
assertEqual(received, {"began"}, "asked once, when the touch began")
a.delegate = nil; b.delegate = nil

-- A delegate that takes its recognizer off the view while it is asked: the
-- recognizer has no part in that touch (it neither fires nor holds the view's touches).
a.delegate = {shouldReceiveTouch = function(self, g, touch) v:removeGestureRecognizer(g) return true end}
drag(50, 50, 80, 50, {steps = 3})
assertEqual(logged(), {"v.Began", "v.Cancelled", "b:began", "b:changed", "b:changed", "b:ended"}, "only b saw the touch")
assertEqual(a.view, nil)
a.delegate = nil
v:addGestureRecognizer(a)
-- One that disables it while asked.
b.delegate = {shouldReceiveTouch = function(self, g, touch) g.enabled = false return true end}
drag(50, 50, 80, 50, {steps = 3})
assertEqual(logged(), {"v.Began", "v.Cancelled", "a:began", "a:changed", "a:changed", "a:ended"}, "only a saw the touch")
b.delegate = nil; b.enabled = true
-- One that disables and enables it again while asked shouldBegin: that attempt
-- is over (it failed when disabled), and the next one goes as usual.
clear()
local t = UITapGestureRecognizer{name = "t", action = action("t")}
v:addGestureRecognizer(t)
t.delegate = {shouldBegin = function(self, g) g.enabled = false; g.enabled = true; return true end}
tap(50, 50)
assertEqual(logged(), {"v.Began", "v.Ended"}, "the tap failed when disabled")
t.delegate = nil
tap(50, 50)
assertEqual(logged(), {"v.Began", "v.Cancelled", "t:ended"}, "the next tap is recognized")
clear()
v:addGestureRecognizer(a); v:addGestureRecognizer(b)

-- The view's gestureRecognizerShouldBegin.
function v:gestureRecognizerShouldBegin(g) return g ~= a end
drag(50, 50, 80, 50, {steps = 3})
assertEqual(logged()[3], "b:began")
v.gestureRecognizerShouldBegin = nil
clear()

-- Failure requirements declared by a delegate, from either side, and by a subclass.
local single = UITapGestureRecognizer{name = "single", action = action("single")}
local double = UITapGestureRecognizer{name = "double", numberOfTapsRequired = 2, action = action("double")}
v:addGestureRecognizer(single); v:addGestureRecognizer(double)
single.delegate = {shouldRequireFailureOf = function(self, g, other) return other == double end}
tap(50, 50)
assertEqual(logged(), {"v.Began", "v.Cancelled", "single:ended"})
doubleTap(50, 50)
assertEqual(logged(), {"v.Began", "v.Began", "v.Cancelled", "double:ended"})
single.delegate = nil
double.delegate = {shouldBeRequiredToFailBy = function(self, g, other) return other == single end}
doubleTap(50, 50)
assertEqual(logged(), {"v.Began", "v.Began", "v.Cancelled", "double:ended"})
double.delegate = nil
clear()

-- SPEC 6.5: a required recognizer that takes no part in the sequence counts as failed.
-- A single tap on v that requires a double tap on another view's failure fires at once;
-- while that double tap waits for its second tap, the single tap waits for it.
local elsewhere = UIView{name = "elsewhere", frame = {0, 500, 100, 100}}
w:addSubview(elsewhere)
local farDouble = UITapGestureRecognizer{name = "farDouble", numberOfTapsRequired = 2, action = action("farDouble")}
elsewhere:addGestureRecognizer(farDouble)
local near = UITapGestureRecognizer{name = "near", action = action("near")}
v:addGestureRecognizer(near)
near:requireGestureRecognizerToFail(farDouble)
local started = sim.now
tap(50, 50, {settle = false})
assertEqual(logged(), {"v.Began", "v.Cancelled", "near:ended"}, "the double tap elsewhere took no part")
assertEqual(math.abs(sim.now - started - 0.05) < 1e-9, true, "recognized at the touch-up, without waiting")
tap(50, 550, {settle = false})
tap(50, 50, {settle = false})
assertEqual(logged(), {"v.Began"}, "the double tap elsewhere waits for its next tap: the single tap waits too")
sim.settle()
assertEqual(logged(), {"v.Cancelled", "near:ended"}, "and fires when it fails")
doubleTap(50, 550)
tap(50, 50)
assertEqual(logged(), {"farDouble:ended", "v.Began", "v.Cancelled", "near:ended"})
elsewhere:removeFromSuperview()
clear()

local PatientTap = UITapGestureRecognizer:subclass("PatientTap")
function PatientTap:shouldRequireFailureOf(other) return other:isKindOfClass(UILongPressGestureRecognizer) end
local patient = PatientTap{action = action("patient")}
local press = UILongPressGestureRecognizer{action = action("press")}
v:addGestureRecognizer(patient); v:addGestureRecognizer(press)
tap(50, 50)
assertEqual(logged(), {"v.Began", "v.Cancelled", "patient:ended"})
longPress(50, 50)
assertEqual(logged(), {"v.Began", "v.Cancelled", "press:began", "press:ended"})
clear()

-- A long press never prevents a long press that requires more taps.
local once = UILongPressGestureRecognizer{name = "once", action = action("once")}
local twice = UILongPressGestureRecognizer{name = "twice", numberOfTapsRequired = 1, action = action("twice")}
v:addGestureRecognizer(once); v:addGestureRecognizer(twice)
assertEqual(once:canPrevent(twice), false)
assertEqual(twice:canPrevent(once), true)
clear()

-- A recognizer that began because the other could not prevent it is cancelled when the other begins.
local Stubborn = UIGestureRecognizer:subclass("Stubborn")
function Stubborn:touchesBegan(touches, event) self.state = "began" end
function Stubborn:touchesEnded(touches, event) self.state = "ended" end
function Stubborn:canBePreventedBy(other) return true end
local stubborn = Stubborn{name = "stubborn", action = action("stubborn")}
local pan = UIPanGestureRecognizer{name = "pan", action = action("pan")}
function pan:canBePreventedBy(other) return false end
v:addGestureRecognizer(stubborn); v:addGestureRecognizer(pan)
drag(50, 50, 80, 50, {steps = 3})
assertEqual(logged(), {"stubborn:began", "stubborn:changed", "stubborn:cancelled", "pan:began", "pan:changed",
  "pan:changed", "pan:ended"}, "the view never got the touch: stubborn began before it was delivered")
clear()

-- A custom recognizer: "recognized" is "ended"; the final state is seen before the reset.
local Check = UIGestureRecognizer:subclass("CheckGesture")
function Check:touchesMoved(touches, event)
  local t = touches:anyObject()
  if t:locationInView(self.view).x - t:previousLocationInView(self.view).x < 0 then self.state = "recognized" end
end
function Check:touchesEnded(touches, event) if self.state == "possible" then self.state = "failed" end end
local resets = 0
function Check:reset() resets = resets + 1 end
local check = Check{name = "check", action = function(g) log[#log + 1] = "check:" .. g.state end}
v:addGestureRecognizer(check)
drag(80, 50, 50, 50, {steps = 2})
assertEqual(logged(), {"v.Began", "v.Cancelled", "check:ended"})
assertEqual({check.state, resets}, {"possible", 1})
drag(50, 50, 80, 50, {steps = 2})
assertEqual(logged(), {"v.Began", "v.Moved", "v.Moved", "v.Ended"})
assertEqual(resets, 2)

-- An illegal state change is an error, and dispatch stays consistent.
function Check:touchesEnded(touches, event) self.state = "changed" end
local err = assertError(function() tap(50, 50) end, "illegal state change of CheckGesture \"check\": possible → changed")
assertEqual(logged(), {"v.Began", "v.Cancelled"}, "the view's began still gets exactly one cancel")
assertEqual(check.state, "possible")
function Check:touchesEnded(touches, event) end
tap(50, 50)
assertEqual(logged(), {"v.Began", "v.Ended"})
clear()

-- An action that fails: its location is reported, the touch is cancelled cleanly.
local broken = UIPanGestureRecognizer{action = function(g) if g.state == "changed" then error("action broke") end end}
v:addGestureRecognizer(broken)
err = assertError(function() drag(50, 50, 100, 50, {steps = 5}) end, "action broke")
assertEqual(err:match("gesture_conflicts.lua:%d+: action broke") ~= nil, true)
assertEqual(logged(), {"v.Began", "v.Cancelled"})
assertEqual(broken.state, "possible")
clear()

-- A failure-requirement cycle made by delegates is reported, not hung on.
local x = UITapGestureRecognizer{name = "x"}
local y = UITapGestureRecognizer{name = "y"}
x.delegate = {shouldRequireFailureOf = function() return true end}
y.delegate = {shouldRequireFailureOf = function() return true end}
v:addGestureRecognizer(x); v:addGestureRecognizer(y)
assertError(function() tap(50, 50) end, "failure requirements form a cycle")
logged()
clear()

-- Disabling a recognizer that is recognizing cancels it.
local p2 = UIPanGestureRecognizer{action = function(g)
  log[#log + 1] = "p2:" .. g.state
  if g.state == "changed" then g.enabled = false end
end}
v:addGestureRecognizer(p2)
drag(50, 50, 100, 50, {steps = 5})
assertEqual(logged(), {"v.Began", "v.Cancelled", "p2:began", "p2:changed", "p2:cancelled"})
p2.enabled = true
clear()

-- ignoreTouch: the recognizer lets go of the touch, which is never cancelled because of it.
local Ignorer = UIGestureRecognizer:subclass("Ignorer")
function Ignorer:touchesBegan(touches, event) self:ignoreTouch(touches:anyObject(), event) end
local ignorer = Ignorer{}
v:addGestureRecognizer(ignorer)
drag(50, 50, 80, 50, {steps = 3})
assertEqual(logged(), {"v.Began", "v.Moved", "v.Moved", "v.Moved", "v.Ended"})
clear()

-- Who sees a touch: from the hit view up, each view's recognizers in order; explain lists them.
local inner = UIView{name = "inner", frame = {10, 10, 50, 50}}
v:addSubview(inner)
local outerTap = UITapGestureRecognizer{name = "outerTap"}
local innerPan = UIPanGestureRecognizer{name = "innerPan"}
local innerTap = UITapGestureRecognizer{name = "innerTap"}
v:addGestureRecognizer(outerTap)
inner:addGestureRecognizer(innerPan); inner:addGestureRecognizer(innerTap)
assertEqual(explain(20, 20).recognizers, {innerPan, innerTap, outerTap})
local f = touchDown(20, 20)
assertEqual(f.touch.gestureRecognizers, {innerPan, innerTap, outerTap})
f:up()
inner:removeFromSuperview()
clear()

-- UIScrollView: a drag scrolls (and cancels the content's touch); a tap reaches the content.
local scroll = UIScrollView{name = "scroll", frame = {0, 0, 375, 300}, contentSize = {375, 1000}}
w:addSubview(scroll)
local row = UIView{name = "row", frame = {0, 0, 375, 44}}
scroll:addSubview(row)
local rowLog = {}
function row:touchesBegan() rowLog[#rowLog + 1] = "began" end
function row:touchesEnded() rowLog[#rowLog + 1] = "ended" end
function row:touchesCancelled() rowLog[#rowLog + 1] = "cancelled" end
drag(100, 200, 100, 100, {steps = 10, settle = false})
assertEqual(scroll.contentOffset, CGPoint(0, 90), "moved up 100 pt, less the 10 pt hysteresis")
assertEqual(scroll.isDecelerating, true, "released while moving: it decelerates")
assertEqual(rowLog, {}, "delaysContentTouches: the row never saw the drag")
assertEqual(hitTest(100, 10), scroll, "the row scrolled out from under (100, 10)")
scroll.contentOffset = {0, 0}
assertEqual(scroll.isDecelerating, false, "setting the offset stops the deceleration")
tap(100, 20)
assertEqual(rowLog, {"began", "ended"})
drag(100, 200, 100, 900, {steps = 10})
assertEqual(scroll.contentOffset, CGPoint(0, 0), "clamped at the top")

-- Targets by method name, several pairs in the order added, removal; touchesForGestureRecognizer.
local Controller = UIViewController:subclass("PhotoController")
local calls = {}
function Controller:handleTap(g) calls[#calls + 1] = "handleTap " .. g.state end
function Controller:logTap(g) calls[#calls + 1] = "logTap" end
local controller = Controller{}
local photo = UIView{name = "photo", frame = {0, 400, 100, 100}}
w:addSubview(photo)
local tapG = UITapGestureRecognizer{target = controller, action = "handleTap"}
tapG:addTarget(controller, "logTap")
tapG:addTarget(controller, "handleTap")     -- the same pair again: no duplicate
tapG:addTarget(nil, function(g) calls[#calls + 1] = "function, touches " .. #g.view.gestureRecognizers end)
photo:addGestureRecognizer(tapG)
tap(50, 450)
assertEqual(calls, {"handleTap ended", "logTap", "function, touches 1"})
calls = {}
tapG:removeTarget(controller, "logTap")
tap(50, 450)
assertEqual(calls, {"handleTap ended", "function, touches 1"})
calls = {}
tapG:removeTarget(nil, nil)
tap(50, 450)
assertEqual(calls, {})
assertError(function() tapG:addTarget(nil, "handleTap") end, "needs a target")
assertError(function() UITapGestureRecognizer{target = controller} end, "a target needs an action")
tapG:addTarget(controller, "noSuchMethod")
assertError(function() tap(50, 450) end, "its target has no method 'noSuchMethod'")
tapG:removeTarget(nil, nil)
local counted
function photo:touchesBegan(touches, event) counted = event:touchesForGestureRecognizer(tapG).count end
tap(50, 450)
assertEqual(counted, 1)

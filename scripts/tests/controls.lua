-- SPEC 7: control tracking, events, values, target-action, controls against recognizers.
local vc = UIViewController{name = "vc"}
local w = UIWindow{rootViewController = vc}
w:makeKeyAndVisible()
local log = {}
local function logged() local out = log; log = {}; return out end
local function watch(control)
  for _, name in ipairs({"touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter",
                         "touchDragExit", "touchUpInside", "touchUpOutside", "touchCancel", "valueChanged",
                         "primaryActionTriggered", "editingDidBegin", "editingChanged", "editingDidEnd",
                         "editingDidEndOnExit"}) do
    control:addTarget(nil, function(sender) log[#log + 1] = name end, name)
  end
end

local button = UIButton{name = "button", title = "OK", frame = {100, 100, 100, 40}}
vc.view:addSubview(button)
watch(button)

-- A tap: down, up inside, then the primary action; highlighted while tracking.
local seenHighlight
button:addTarget(nil, function(b) seenHighlight = {b.highlighted, b.tracking, b.state} end, "touchDown")
tap(150, 120)
assertEqual(logged(), {"touchDown", "touchUpInside", "primaryActionTriggered"})
assertEqual(seenHighlight, {true, true, {"highlighted"}})
assertEqual({button.highlighted, button.tracking, button.state}, {false, false, {}})

-- A second tap soon after: touchDownRepeat too.
wait(1)
tap(150, 120, {taps = 2})
assertEqual(logged(), {"touchDown", "touchUpInside", "primaryActionTriggered", "touchDown", "touchDownRepeat",
  "touchUpInside", "primaryActionTriggered"})

-- Dragging out past the 70 pt margin and back in.
wait(1)
local f = touchDown(150, 120)
f:moveTo(150, 180)      -- 40 pt below the bottom edge: still inside the margin
f:moveTo(150, 240)      -- 100 pt below: outside
f:moveTo(150, 150)      -- back inside
f:moveTo(150, 250)
f:up()                   -- lifted outside
assertEqual(logged(), {"touchDown", "touchDragInside", "touchDragExit", "touchDragOutside", "touchDragEnter",
  "touchDragInside", "touchDragExit", "touchDragOutside", "touchUpOutside"})
assertEqual(UIControl.defaults.trackingMargin, 70)

-- Cancelled (a failure elsewhere cancels the sequence): touchCancel.
f = touchDown(150, 120)
f:cancel()
assertEqual(logged(), {"touchDown", "touchCancel"})

-- A disabled control is skipped by hit testing: the touch falls to what is behind.
button.enabled = false
assertEqual(hitTest(150, 120), vc.view)
assertEqual(button.state, {"disabled"})
local report = explain(150, 120)
assertEqual(report.steps[#report.steps].verdict, "skipped: enabled is false")
button.enabled = true

-- Overridable tracking: beginTracking false sends the touch up the chain instead.
function button:beginTracking(touch, event) return false end
local forwarded = false
function vc:touchesBegan() forwarded = true end
tap(150, 120)
assertEqual({logged(), forwarded}, {{}, true})
button.beginTracking = nil
local order = {}
function button:continueTracking(t, e) order[#order + 1] = "continue" return UIControl.continueTracking(self, t, e) end
function button:endTracking(t, e) order[#order + 1] = "end" end
drag(150, 120, 160, 120, {steps = 1})
assertEqual(order, {"continue", "end"})
logged()

-- Target-action: merging, order, removal, allTargets, sendActionsForControlEvents.
local other = UIButton{}
local target = {hits = {}}
function target:first(sender) self.hits[#self.hits + 1] = "first" end
function target:second(sender) self.hits[#self.hits + 1] = "second" end
other:addTarget(target, "first", "touchUpInside")
other:addTarget(target, "second", "touchUpInside")
other:addTarget(target, "first", "valueChanged")        -- merged into the first pair
assertEqual(#other.allTargets, 1)
assertEqual(other.allTargets[1], target)
other:sendActionsForControlEvents("touchUpInside")
assertEqual(target.hits, {"first", "second"})
target.hits = {}
other:sendActionsForControlEvents({"valueChanged", "touchUpInside"})
assertEqual(target.hits, {"first", "first", "second"})
target.hits = {}
other:removeTarget(target, "first", "touchUpInside")
other:sendActionsForControlEvents("allEvents")
assertEqual(target.hits, {"second", "first"}, "first remains for valueChanged")
target.hits = {}
other:removeTarget(nil, nil, "allEvents")
other:sendActionsForControlEvents("allEvents")
assertEqual(#target.hits, 0)
assertEqual(#other.allTargets, 0)
assertError(function() other:addTarget(target, "first", "touchUpSideways") end, "'touchUpSideways' is not one of")
assertError(function() other:addTarget(target, "first", "touchUpInsde") end, "allEvents; did you mean 'touchUpInside'?)")
assertError(function() other:addTarget(target, 42, "touchUpInside") end, "action (a method name or a function) expected")

-- Nil targets: from the first responder, else from the sender, up the chain (SPEC 7.3).
local calls = {}
function vc:save(sender, event) calls[#calls + 1] = "vc" end
local saver = UIButton{name = "saver", frame = {0, 0, 10, 10}}
vc.view:addSubview(saver)
assertEqual(app:sendAction("save", nil, saver, nil), true, "from the sender: saver → vc.view → vc")
local field = UITextField{name = "field", frame = {0, 300, 200, 40}}
local panel = UIView{name = "panel", frame = {0, 280, 375, 100}}
vc.view:addSubview(panel)
panel:addSubview(field)
function panel:save() calls[#calls + 1] = "panel" end
field:becomeFirstResponder()
assertEqual(app:sendAction("save", nil, saver, nil), true)
assertEqual(calls, {"vc", "panel"}, "with a first responder the search starts there")
sim.record(true) sim.clearRecords()
assertEqual(app:sendAction("launchRockets", nil, saver, nil), false)
local last = sim.records()[#sim.records()]
assertEqual({last.kind, last.action, last.reason}, {"action", "launchRockets",
  "nobody in the responder chain from UITextField \"field\" handles 'launchRockets'"})
assertEqual(app:sendAction("save", {}, saver, nil), false, "an explicit target without that method")
field:resignFirstResponder()

-- Traces never print addresses: a table target is named by its name field, by the
-- variable it was found under when added, or by a per-run number (LUA_API 9).
sim.clearRecords()
local handler = {done = function() end}
closer = {close = function() end}
local namer = UIButton{name = "namer", frame = {300, 0, 20, 20}}
vc.view:addSubview(namer)
namer:addTarget(handler, "done", "touchUpInside")
namer:addTarget(closer, "close", "touchUpInside")
namer:addTarget({name = "labelled", go = function() end}, "go", "touchUpInside")
namer:addTarget({go = function() end}, "go", "touchUpInside")
namer:addTarget({go = function() end}, "go", "touchUpInside")
local pan = UIPanGestureRecognizer{target = handler, action = "done"}
namer:addGestureRecognizer(pan)
tap(namer)
drag(namer, {100, 100})
namer:removeGestureRecognizer(pan)
namer:removeFromSuperview()
local shown = {}
for _, r in ipairs(sim.records()) do
  if r.kind == "action" and r.reason then shown[#shown + 1] = r.reason end
end
assertEqual({table.unpack(shown, 1, 6)}, {
  'to table "handler"; sent by UIButton "namer"', 'to table "closer"; sent by UIButton "namer"',
  'to table "labelled"; sent by UIButton "namer"', 'to table#2; sent by UIButton "namer"', 'to table#3; sent by UIButton "namer"',
  'on table "handler"',
}, "table#1 is the {} target above")
for _, text in ipairs(shown) do assertEqual(text:find("0x") == nil and text:find("table: ") == nil, true, text) end
closer = nil
sim.record(false)

-- sendAction overrides, on the control and on the application.
local via = {}
function saver:sendAction(action, target, event) via[#via + 1] = "control " .. action return UIControl.sendAction(self, action, target, event) end
function app:sendAction(action, target, sender, event) via[#via + 1] = "app " .. action return UIApplication.sendAction(self, action, target, sender, event) end
saver:addTarget(nil, "save", "touchUpInside")
tap(saver)
assertEqual(via, {"control save", "app save"})
assertEqual(calls[#calls], "vc")
app.sendAction = nil

-- Value controls.
local switch = UISwitch{frame = {0, 500, 50, 30}}
vc.view:addSubview(switch)
watch(switch)
tap(switch)
assertEqual({switch.on, logged()}, {true, {"touchDown", "touchUpInside", "valueChanged", "primaryActionTriggered"}})
local stepper = UIStepper{frame = {100, 500, 100, 30}, value = 5, maximumValue = 6}
vc.view:addSubview(stepper)
tap(180, 515); tap(180, 515); tap(120, 515)
assertEqual(stepper.value, 5, "right half +1 (to 6), right again stays at the maximum, left half -1")
local segments = UISegmentedControl{items = {"a", "b", "c"}, frame = {0, 550, 300, 30}}
vc.view:addSubview(segments)
assertEqual(segments.selectedSegmentIndex, -1)
tap(250, 560)
assertEqual(segments.selectedSegmentIndex, 2)
tap(10, 560)
assertEqual(segments.selectedSegmentIndex, 0)
local slider = UISlider{frame = {0, 600, 200, 30}, value = 0.5}
vc.view:addSubview(slider)
drag(10, 615, 100, 615)
assertEqual(slider.value, 0.5, "a touch off the thumb is not tracked")
drag(100, 615, 150, 615, {steps = 5})
assertEqual(math.abs(slider.value - 0.75) < 1e-9, true, "the thumb moved 50 pt of 200")

-- Controls beat recognizers on their superviews; a recognizer on the control wins.
local tapOnView = UITapGestureRecognizer{action = function() log[#log + 1] = "view tap" end}
vc.view:addGestureRecognizer(tapOnView)
wait(1)
tap(button)
assertEqual(logged(), {"touchDown", "touchUpInside", "primaryActionTriggered"})
local tapOnButton = UITapGestureRecognizer{action = function() log[#log + 1] = "button tap" end}
button:addGestureRecognizer(tapOnButton)
wait(1)
tap(button)
assertEqual(logged(), {"touchDown", "touchCancel", "button tap"})
button:removeGestureRecognizer(tapOnButton)
vc.view:removeGestureRecognizer(tapOnView)

-- An error inside an action: reported with its location; the control ends tracking cleanly.
button:addTarget(nil, function() error("action failed") end, "touchUpInside")
local err = assertError(function() tap(button) end, "action failed")
assertEqual(err:match("controls.lua:%d+: action failed") ~= nil, true)
assertEqual({button.tracking, button.highlighted}, {false, false})
button:removeTarget(nil, nil, "touchUpInside")
tap(button)
assertEqual(logged()[1], "touchDown")

-- SPEC 8: the keyboard, UIKeyInput, text fields, and motion, remote-control and press events.
local vc = UIViewController{name = "vc"}
local w = UIWindow{rootViewController = vc}
w:makeKeyAndVisible()
local log = {}
local function logged() local out = log; log = {}; return out end

-- A text field: a tap makes it first responder; typing edits; return ends editing.
local field = UITextField{name = "field", frame = {20, 100, 300, 40}}
vc.view:addSubview(field)
for _, name in ipairs({"editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit"}) do
  field:addTarget(nil, function(f) log[#log + 1] = name .. " '" .. f.text .. "'" end, name)
end
assertEqual(sim.keyboardVisible, false)
assertError(function() typeText("x") end, "the keyboard is not showing: nothing is first responder")
tap(field)
assertEqual({field.isFirstResponder, sim.keyboardVisible, field.hasText}, {true, true, false})
typeText("ab\bc")
assertEqual(field.text, "ac")
assertEqual(field.hasText, true)
typeText("\n")
assertEqual(logged(), {"editingDidBegin ''", "editingChanged 'a'", "editingChanged 'ab'", "editingChanged 'a'",
  "editingChanged 'ac'", "editingDidEndOnExit 'ac'", "editingDidEnd 'ac'"})
assertEqual({field.isFirstResponder, sim.keyboardVisible}, {false, false})
field.enabled = false
assertEqual(field:becomeFirstResponder(), false, "a disabled field cannot become first responder")
field.enabled = true

-- Seed 002: PB inside PA, both password views. PB resigning on return hands the
-- keyboard to PA; it hides only when PA resigns too.
local PasswordView = UIView:subclass("PasswordView")
function PasswordView:init() self.textStore = "" end
function PasswordView:canBecomeFirstResponder() return true end
function PasswordView:touchesBegan() if not self.isFirstResponder then self:becomeFirstResponder() end end
function PasswordView:hasText() return #self.textStore > 0 end
function PasswordView:insertText(text)
  if text == "\n" then self:resignFirstResponder() return end
  if #self.textStore < 6 then self.textStore = self.textStore .. text end
end
function PasswordView:deleteBackward() self.textStore = self.textStore:sub(1, -2) end
local PA = PasswordView{name = "PA", frame = {40, 200, 240, 60}}
local PB = PasswordView{name = "PB", frame = {120, -40, 240, 60}}   -- sticks out above PA
vc.view:addSubview(PA)
PA:addSubview(PB)
tap(200, 210)                           -- inside both: PB is in front
assertEqual({w.firstResponder, sim.keyboardVisible}, {PB, true})
typeText("1234567\n")
assertEqual(PB.textStore, "123456", "at most six digits")
assertEqual({w.firstResponder, sim.keyboardVisible}, {PA, true}, "the keyboard stays: PA took over")
typeText("9\n")
assertEqual({PA.textStore, w.firstResponder, sim.keyboardVisible}, {"9", nil, false})

-- Typing past the point where the keyboard goes away: a warning, the rest is dropped.
PA:becomeFirstResponder()
sim.record(true) sim.clearRecords()
typeText("\nlost")
local warnings = {}
for _, r in ipairs(sim.records()) do if r.kind == "warning" then warnings[#warnings + 1] = r.reason end end
assertEqual(warnings, {"typeText: the keyboard went away; \"lost\" was not typed"})

-- The three ways to hide the keyboard.
tap(field)
assertEqual(sim.keyboardVisible, true)
field:resignFirstResponder()
assertEqual(sim.keyboardVisible, false, "1. resignFirstResponder on the field")
tap(field)
vc.view:endEditing(true)
assertEqual(sim.keyboardVisible, false, "2. endEditing on a view that contains it")
tap(field)
assertEqual(app:sendAction("resignFirstResponder", nil, nil, nil), true)
assertEqual(sim.keyboardVisible, false, "3. the nil-targeted resignFirstResponder action")
logged()

-- A responder with an inputView also shows the keyboard.
local picker = UIView{name = "picker", frame = {0, 0, 10, 10}}
vc.view:addSubview(picker)
picker.canBecomeFirstResponder = true
picker.inputView = UIView{}
picker:becomeFirstResponder()
assertEqual(sim.keyboardVisible, true)
picker.inputView = nil
assertEqual(sim.keyboardVisible, true, "the input views are read when it becomes first responder")
picker:reloadInputViews()
assertEqual(sim.keyboardVisible, false, "and again at reloadInputViews")
picker:resignFirstResponder()

-- Motion, remote control, presses: to the first responder, forwarded up the chain by default.
local inner = UIView{name = "inner", frame = {0, 0, 10, 10}}
vc.view:addSubview(inner)
inner.canBecomeFirstResponder = true
inner:becomeFirstResponder()
function vc:motionBegan(motion, event) log[#log + 1] = "vc motionBegan " .. motion .. " " .. event.type end
function vc:motionEnded(motion, event) log[#log + 1] = "vc motionEnded " .. motion end
function vc:remoteControlReceived(event) log[#log + 1] = "vc remote " .. event.subtype end
function vc:pressesBegan(presses, event) log[#log + 1] = "vc pressesBegan " .. presses:anyObject().type end
function vc:pressesEnded(presses, event) log[#log + 1] = "vc pressesEnded " .. presses:anyObject().phase end
shake()
remoteControl("togglePlayPause")
press("select")
assertEqual(logged(), {"vc motionBegan shake motion", "vc motionEnded shake", "vc remote togglePlayPause",
  "vc pressesBegan select", "vc pressesEnded ended"})
function inner:motionBegan(motion) log[#log + 1] = "inner keeps it" end
shake()
assertEqual(logged(), {"inner keeps it", "vc motionEnded shake"}, "no super: motionBegan stops at inner")
inner.motionBegan = nil
assertError(function() press("jump") end, "press type must be one of")

-- No first responder: the key window gets them (and passes them to the app).
inner:resignFirstResponder()
function w:remoteControlReceived(event) log[#log + 1] = "window remote " .. event.subtype end
remoteControl("nextTrack")
assertEqual(logged(), {"window remote nextTrack"})
w.remoteControlReceived = nil

-- Recognizers see presses first; one that takes the press cancels it for the responder.
inner:becomeFirstResponder()
local SelectGesture = UIGestureRecognizer:subclass("SelectGesture")
function SelectGesture:pressesBegan(presses, event)
  if presses:anyObject().type == "select" then self.state = "recognized" end
end
local selectG = SelectGesture{action = function() log[#log + 1] = "select recognized" end}
vc.view:addGestureRecognizer(selectG)
function vc:pressesCancelled(presses) log[#log + 1] = "vc pressesCancelled" end
press("select")
assertEqual(logged(), {"select recognized", "vc pressesCancelled"})
press("menu")
assertEqual(logged(), {"vc pressesBegan menu", "vc pressesEnded ended"})
selectG.delegate = {shouldReceivePress = function(self, g, p) return false end}
press("select")
assertEqual(logged(), {"vc pressesBegan select", "vc pressesEnded ended"}, "the delegate kept it from the recognizer")

-- Removing the first responder from the window ends its editing.
inner:resignFirstResponder()
tap(field)
log = {}
field:removeFromSuperview()
assertEqual({logged(), sim.keyboardVisible, w.firstResponder == nil}, {{"editingDidEnd 'ac'"}, false, true})

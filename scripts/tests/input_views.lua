-- SPEC 11.12: inputView and inputAccessoryView; the keyboard is a window.
local w = UIWindow{name = "main"} w:makeKeyAndVisible()
local vc = UIViewController{name = "chat"}
w.rootViewController = vc
local touched = {}
local function logged() local out = touched; touched = {}; return out end
function vc.view:touchesBegan(touches, event) touched[#touched + 1] = "root" end

-- Nil by default, and nothing shown for a responder that names nothing.
local plain = UIView{name = "plain", frame = {0, 0, 50, 50}}
vc.view:addSubview(plain)
assertEqual(plain.inputView, nil)
assertEqual(plain.inputAccessoryView, nil)
plain.canBecomeFirstResponder = true
assertEqual(plain:becomeFirstResponder(), true)
assertEqual(sim.keyboardVisible, false)
assertEqual(#app.windows, 1, "the keyboard window is made when something is first shown")
plain:resignFirstResponder()

-- A text input with no inputView gets the system keyboard: 216 pt at the bottom edge, full width,
-- in the keyboard window above every app window.
assertEqual(sim.keyboardHeight, 216)
assertEqual(UIWindow.levelKeyboard, 10000000)
local alert = UIWindow{name = "alert", windowLevel = UIWindow.levelAlert}
alert.hidden = false
local field = UITextField{name = "field", frame = {10, 100, 300, 40}}
vc.view:addSubview(field)
assertEqual(field:becomeFirstResponder(), true)
assertEqual(sim.keyboardVisible, true)
local kw = app.windows[3]
assertEqual(kw.className, "UIRemoteKeyboardWindow")
assertEqual(kw.windowLevel, UIWindow.levelKeyboard)
assertEqual(kw.hidden, false)
assertEqual(kw.isKeyWindow, false, "the keyboard window never becomes key")
assertEqual(kw.frame, CGRect(0, 0, 375, 667), "the screen's frame (SPEC 12.7 rule 2)")
local host = kw.subviews[1]
assertEqual(host.className, "UIInputSetHostView")
assertEqual(host.frame, CGRect(0, 451, 375, 216), "the input area, at the bottom")
local keyboard = host.subviews[1]
assertEqual(keyboard.className, "UIKeyboard")
assertEqual(keyboard.frame, CGRect(0, 0, 375, 216))
assertEqual(hitTest(100, 500), keyboard, "above the alert window too")
assertEqual(hitTest(100, 440), alert, "above the keyboard, touches fall through to the app's windows")
alert.hidden = true

-- A tap on the keyboard area does nothing in the app.
sim.record(true) sim.clearRecords()
assertEqual(tap(100, 500), keyboard)
assertEqual(logged(), {})
for _, r in ipairs(sim.records()) do
  assertEqual(r.kind ~= "forward" and r.kind ~= "action", true, "nothing goes up from the keyboard: " .. r.text)
end
sim.record(false)
assertEqual(responderChain(keyboard), {keyboard, host, kw, app})

-- The keyboard leaves when the first responder resigns; the window stays, hidden.
field:resignFirstResponder()
assertEqual(sim.keyboardVisible, false)
assertEqual(kw.hidden, true)
assertEqual(keyboard.superview, nil)
assertEqual(hitTest(100, 500), vc.view)
assertEqual(#app.windows, 3)

-- An accessory: its own height, full width, just above the keyboard.
local bar = UIView{name = "bar", frame = {0, 0, 100, 44}}
local send = UIButton{name = "send", frame = {300, 4, 60, 36}}
bar:addSubview(send)
local sent = 0
send:addTarget(nil, function() sent = sent + 1 end, "touchUpInside")
field.inputAccessoryView = bar
assertEqual(field.inputAccessoryView, bar)
field:becomeFirstResponder()
assertEqual({kw.frame, host.frame}, {CGRect(0, 0, 375, 667), CGRect(0, 407, 375, 260)})
assertEqual(bar.frame, CGRect(0, 0, 375, 44), "full width")
assertEqual(keyboard.frame, CGRect(0, 44, 375, 216))
assertEqual(host.subviews, {bar, keyboard})
assertEqual(responderChain(send), {send, bar, host, kw, app})
-- A tap on the accessory never reaches the app's windows below.
assertEqual(tap(20, 420), bar)
assertEqual(logged(), {})
assertEqual(tap(330, 430), send)
assertEqual(sent, 1)

-- sim.keyboardHeight moves the accessory with the keyboard.
sim.keyboardHeight = 300
assertEqual(keyboard.frame, CGRect(0, 44, 375, 300))
assertEqual({kw.frame, host.frame}, {CGRect(0, 0, 375, 667), CGRect(0, 323, 375, 344)})
sim.keyboardHeight = 216
assertError(function() sim.keyboardHeight = 0 end, "sim.keyboardHeight must be more than 0")
assertError(function() sim.keyboardHeight = 1000 end, "at most the screen's height (667), got 1000")
assertError(function() sim.keyboardHeight = "tall" end, "keyboardHeight expected")
assertError(function() sim.keyboardVisible = true end, "sim.keyboardVisible is read-only")
assertEqual(sim.keyboardHeight, 216)

-- They change when the first responder changes, and are read again at reloadInputViews.
local other = UITextField{name = "other", frame = {10, 200, 300, 40}}
vc.view:addSubview(other)
other:becomeFirstResponder()
assertEqual(bar.superview, nil, "the field's accessory left with it")
assertEqual(host.subviews, {keyboard})
local tools = UIView{name = "tools", frame = {0, 0, 375, 30}}
other.inputAccessoryView = function(self) return tools end
assertEqual(host.subviews, {keyboard}, "read when it became first responder")
other:reloadInputViews()
assertEqual(host.subviews, {tools, keyboard})
assertEqual(tools.frame, CGRect(0, 0, 375, 30))
other.inputAccessoryView = nil
other:reloadInputViews()
assertEqual(tools.superview, nil)
other:resignFirstResponder()

-- Any other responder gets only what it names: an accessory alone sits at the bottom edge,
-- and no keyboard shows.
vc.canBecomeFirstResponder = true
vc.inputAccessoryView = bar
vc:becomeFirstResponder()
assertEqual(sim.keyboardVisible, false)
assertEqual({kw.frame, host.frame}, {CGRect(0, 0, 375, 667), CGRect(0, 623, 375, 44)})
assertEqual(host.subviews, {bar})
assertEqual(hitTest(100, 500), vc.view)

-- The chat bar: a text field inside the controller's accessory becomes first responder of the
-- keyboard window; the keyboard comes up under the accessory and typing goes to that field.
local input = UITextField{name = "input", frame = {8, 4, 280, 36}}
bar:addSubview(input)
assertEqual(tap(50, 640), input)
assertEqual(input.isFirstResponder, true)
assertEqual(vc.isFirstResponder, true, "the controller stays first responder of its window")
assertEqual(sim.keyboardVisible, true)
assertEqual(host.subviews, {bar, keyboard})
assertEqual(bar.frame.y, 0)
assertEqual({kw.frame, host.frame}, {CGRect(0, 0, 375, 667), CGRect(0, 407, 375, 260)})
typeText("hi")
assertEqual(input.text, "hi")
-- Return: a plain field keeps first responder (SPEC 12.2 rule 4d); resigning it
-- sends the keyboard away, and the controller's accessory stays.
typeText("\n")
assertEqual({input.isFirstResponder, input.text, sim.keyboardVisible}, {true, "hi", true})
assertEqual(input:resignFirstResponder(), true)
assertEqual(input.isFirstResponder, false)
assertEqual(sim.keyboardVisible, false)
assertEqual(host.subviews, {bar})
assertEqual({kw.frame, host.frame}, {CGRect(0, 0, 375, 667), CGRect(0, 623, 375, 44)})
vc:resignFirstResponder()
assertEqual(kw.hidden, true)
assertEqual(bar.superview, nil)
vc.canBecomeFirstResponder = false

-- A custom inputView: its own height, hit-testable, and it counts as a keyboard.
local pad = UIView{name = "pad", frame = {0, 0, 375, 180}}
local key = UIButton{name = "key", frame = {0, 0, 100, 60}}
pad:addSubview(key)
local pressed = 0
key:addTarget(nil, function() pressed = pressed + 1 end, "touchUpInside")
local picker = UIView{name = "picker", frame = {0, 300, 100, 40}}
vc.view:addSubview(picker)
picker.canBecomeFirstResponder = true
picker.inputView = pad
picker:becomeFirstResponder()
assertEqual(sim.keyboardVisible, true)
assertEqual({kw.frame, host.frame}, {CGRect(0, 0, 375, 667), CGRect(0, 487, 375, 180)})
assertEqual(tap(50, 510), key)
assertEqual(pressed, 1)
-- A text field with an inputView gets that instead of the system keyboard.
field.inputView = pad
field.inputAccessoryView = nil
field:becomeFirstResponder()
assertEqual(host.subviews, {pad})
assertEqual(keyboard.superview, nil)
field.inputView = nil

-- The first responder leaving its window takes the input views with it.
field:removeFromSuperview()
assertEqual(field.isFirstResponder, false)
assertEqual(kw.hidden, true)
assertEqual(pad.superview, nil)

-- Making another window key shows its first responder's input views.
other:becomeFirstResponder()
local second = UIWindow{name = "second"}
local secondField = UITextField{name = "secondField", frame = {0, 0, 100, 40}, inputAccessoryView = tools}
second:addSubview(secondField)
second:makeKeyAndVisible()
secondField:becomeFirstResponder()
assertEqual(host.subviews, {tools, keyboard})
w:makeKeyWindow()
assertEqual(other.isFirstResponder, true)
assertEqual(host.subviews, {keyboard}, "the key window's first responder has no accessory")
second:makeKeyWindow()
assertEqual(host.subviews, {tools, keyboard})
secondField:resignFirstResponder()
second.hidden = true
w:makeKeyWindow()
other:resignFirstResponder()

-- explain shows the keyboard window, tried first.
field = UITextField{name = "field2", frame = {10, 100, 300, 40}}
vc.view:addSubview(field)
field:becomeFirstResponder()
local walk = explain(100, 300)
local tried = {}
for _, step in ipairs(walk.steps) do
  if step.view.window == step.view then tried[#tried + 1] = step.view.name or step.view.className end
end
assertEqual(tried, {"alert", "second", "UIRemoteKeyboardWindow", "main"}, "highest level first")
assertEqual(walk.steps[3].verdict, "outside its input views: its hitTest returns nil, and the touch falls through",
  "screen-sized, the keyboard window keeps only touches on its input views (SPEC 12.7 rule 2)")
assertEqual(walk.view, vc.view)
field:resignFirstResponder()

-- Bad input views: clear errors at the script's line, and nothing shown for them.
local boxed = UITextField{name = "boxed", frame = {0, 0, 100, 40}}
local box = UIView{name = "box", frame = {0, 400, 375, 100}}
box:addSubview(boxed)
vc.view:addSubview(box)
boxed.inputAccessoryView = box
assertError(function() boxed:becomeFirstResponder() end,
  'becomeFirstResponder: UIView "box" contains the first responder UITextField "boxed"')
assertEqual(box.superview, vc.view, "the box stays where it was")
assertEqual(kw.hidden, true)
boxed:resignFirstResponder()
boxed.inputAccessoryView = nil
boxed.inputView = function() return w end
assertError(function() boxed:becomeFirstResponder() end, "cannot be shown in the keyboard window")
boxed:resignFirstResponder()
boxed.inputView = function() return 42 end
assertError(function() boxed:becomeFirstResponder() end, "UIView or nil")
boxed:resignFirstResponder()
boxed.inputView = function() error("no pad today") end
other:becomeFirstResponder()
assertEqual(kw.hidden, false)
assertError(function() boxed:becomeFirstResponder() end, "no pad today")
assertEqual(kw.hidden, true, "the other field's keyboard is not left behind")
boxed:resignFirstResponder()
boxed.inputView = pad
boxed.inputAccessoryView = pad
assertError(function() boxed:becomeFirstResponder() end, "cannot be both the inputView and the inputAccessoryView")
boxed:resignFirstResponder()
assertEqual(kw.hidden, true)
assertEqual(sim.keyboardVisible, false)

-- Attack: UITextFieldDelegate methods (SPEC 12.2) that reenter the engine while
-- it asks them: a shouldBegin that becomes first responder itself (without end),
-- a shouldEnd that takes the field out of its window, a didBegin that resigns at
-- once, a shouldChange that rewrites the text, a shouldReturn that removes the
-- field before its editingDidEndOnExit target runs, delegate methods that fail.
-- Each ends in a clear error or a consistent state, never a crash.
-- Args: --check-invariants --max-instructions 20000000
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local a = UITextField{name = "a", frame = {0, 0, 100, 40}}
local b = UITextField{name = "b", frame = {0, 50, 100, 40}}
w:addSubview(a) w:addSubview(b)
local function first() return w.firstResponder and w.firstResponder.name or "none" end

a.delegate = {textFieldShouldBeginEditing = function(self, tf) return tf:becomeFirstResponder() end}
local ok, err = pcall(a.becomeFirstResponder, a)
print("recursive begin:", ok, tostring(err):find("stack overflow") ~= nil, first(), sim.keyboardVisible)

a.delegate = {textFieldShouldEndEditing = function(self, tf) tf:removeFromSuperview() return false end}
print("begin:", a:becomeFirstResponder(), first(), sim.keyboardVisible)
print("end that removes:", b:becomeFirstResponder(), first(), a.superview == nil, a.isEditing, sim.keyboardVisible)
b:resignFirstResponder()
w:addSubview(a)

a.delegate = {textFieldDidBeginEditing = function(self, tf) tf:resignFirstResponder() end}
print("didBegin that resigns:", a:becomeFirstResponder(), first(), a.isEditing, sim.keyboardVisible)

a.delegate = {shouldChangeCharactersIn = function(self, tf, range, s)
  tf.text = "[" .. tf.text .. "]"
  return true
end}
a:becomeFirstResponder()
typeText("xy")
print("rewritten while typing:", a.text)

a.delegate = {textFieldShouldReturn = function(self, tf) tf:removeFromSuperview() return true end}
a:addTarget(nil, function(tf) print("  editingDidEndOnExit, in a window:", tf.window ~= nil) end, "editingDidEndOnExit")
typeText("\n")
print("return that removes:", first(), a.superview == nil, sim.keyboardVisible)
w:addSubview(a)

a.delegate = {textFieldShouldClear = function() error("no clearing today") end}
a.clearButtonMode = "always"
ok, err = pcall(sim.tapClearButton, a)
print("failing shouldClear:", ok, err, a.text)
print("after the error:", first(), sim.keyboardVisible)

a.delegate = {shouldChangeCharactersIn = function() return coroutine.yield() end}
a:becomeFirstResponder()
ok, err = pcall(typeText, "z")
print("yielding shouldChange:", ok, err, a.text)

-- Attack: the input views of SPEC 11.12 against the engine: getters that change
-- the first responder or the hierarchy while they are read, the engine's own
-- views handed back as input views, an accessory pulled out while shown, new
-- views every read with the collector running, and a getter that never returns,
-- which the instruction limit ends.
-- Args: --check-invariants --max-instructions 3000000
-- Exit: 1
local w = UIWindow{} w:makeKeyAndVisible()
local a = UITextField{name = "a", frame = {0, 0, 100, 40}}
local b = UITextField{name = "b", frame = {0, 50, 100, 40}}
w:addSubview(a) w:addSubview(b)

-- A getter that resigns its own responder while it is read.
a.inputAccessoryView = function(self) self:resignFirstResponder() return UIView{frame = {0, 0, 1, 30}} end
print("a becomes:", a:becomeFirstResponder(), "first:", a.isFirstResponder, "keyboard:", sim.keyboardVisible)
a.inputAccessoryView = nil

-- A getter that makes another responder first.
b.inputAccessoryView = function(self) a:becomeFirstResponder() return nil end
print("b becomes:", b:becomeFirstResponder(), "a first:", a.isFirstResponder, "b first:", b.isFirstResponder)
b.inputAccessoryView = nil
a:resignFirstResponder()

-- A getter that takes its responder out of the window.
b.inputView = function(self) self:removeFromSuperview() return nil end
print("b becomes:", b:becomeFirstResponder(), "in window:", b.window ~= nil, "keyboard:", sim.keyboardVisible)
b.inputView = nil

-- The engine's own views handed back.
a:becomeFirstResponder()
local keyboard = app.windows[#app.windows].subviews[1].subviews[1]
local host = keyboard.superview
print("keyboard view:", keyboard.className, "host:", host.className)
a:resignFirstResponder()
for _, v in ipairs({keyboard, host, app.windows[#app.windows]}) do
  a.inputAccessoryView = v
  print(v.className .. " as accessory:", pcall(a.becomeFirstResponder, a))
  a:resignFirstResponder()
end
a.inputAccessoryView = nil
-- A script adds to, and takes apart, the keyboard window.
a:becomeFirstResponder()
host:addSubview(UIView{name = "stray", frame = {0, 0, 5, 5}})
host:removeFromSuperview()
a:reloadInputViews()
print("after taking it apart:", host.superview ~= nil, sim.keyboardVisible, tostring(hitTest(10, 600)))
a:resignFirstResponder()

-- The accessory pulled out while shown, then read again.
local bar = UIView{name = "bar", frame = {0, 0, 10, 44}}
a.inputAccessoryView = bar
a:becomeFirstResponder()
bar:removeFromSuperview()
print("pulled out:", bar.superview)
a:reloadInputViews()
print("read again:", bar.superview and bar.superview.className)
a:resignFirstResponder()

-- A new accessory at every read, with the collector running.
a.inputAccessoryView = function() collectgarbage() return UIView{frame = {0, 0, 1, 20}} end
for _ = 1, 50 do a:becomeFirstResponder() a:reloadInputViews() a:resignFirstResponder() end
collectgarbage() collectgarbage()
print("churned; keyboard:", sim.keyboardVisible)

-- Typing that moves the first responder to one whose getter fails.
b = UITextField{name = "b2", frame = {0, 50, 100, 40}}
w:addSubview(b)
b.inputView = function() error("no pad") end
a.inputAccessoryView = nil
function a:insertText(t) b:becomeFirstResponder() end
a:becomeFirstResponder()
print("typing:", pcall(typeText, "xy"))
print("keyboard after:", sim.keyboardVisible)

-- A getter that never returns.
print("b first:", b.isFirstResponder)
b:resignFirstResponder()
b.inputView = function() while true do end end
b:becomeFirstResponder()
print("not reached")

-- Seed: 000 "隐藏键盘可以怎样实现?"
-- Seed 000, question 1: how can the keyboard be hidden? Three ways, and why each
-- works: the keyboard shows while the first responder adopts UIKeyInput.
local vc = UIViewController{name = "vc"}
local window = UIWindow{rootViewController = vc}
window:makeKeyAndVisible()
local field = UITextField{name = "field", frame = {20, 100, 335, 40}}
vc.view:addSubview(field)

local function show(label) print(string.format("%-52s keyboard %s", label, sim.keyboardVisible and "up" or "down")) end

tap(field)
show("tapped the field")
field:resignFirstResponder()
show("1. field:resignFirstResponder()")

tap(field)
show("tapped the field")
vc.view:endEditing(true)
show("2. vc.view:endEditing(true)")

tap(field)
show("tapped the field")
local handled = app:sendAction("resignFirstResponder", nil, nil, nil)
show("3. app:sendAction(\"resignFirstResponder\", nil, ...)")
print("   the nil-targeted action found a responder: " .. tostring(handled))

-- Question 2: what resignFirstResponder means: the responder gives up being the
-- first to get keys and other non-touch events; the keyboard follows the status.
tap(field)
typeText("hello")
print("field.text = " .. field.text .. ", isFirstResponder = " .. tostring(field.isFirstResponder))
field:resignFirstResponder()
print("after resigning: isFirstResponder = " .. tostring(field.isFirstResponder))

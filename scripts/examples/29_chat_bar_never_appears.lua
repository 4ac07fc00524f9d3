-- Seed: none (SPEC 11.12)
-- "My chat bar as the controller's inputAccessoryView never appears." UIKit
-- reads a responder's inputAccessoryView only while that responder is first
-- responder, and shows it in the keyboard's own window, above the app's
-- (SPEC 11.12). A view controller is not first responder unless it says it can
-- be (canBecomeFirstResponder, false by default) and becomes it.
local window = UIWindow{} window:makeKeyAndVisible()
local chat = UIViewController{name = "chat"}
window.rootViewController = chat

local bar = UIView{name = "chatBar", frame = {0, 0, 375, 50}}
local input = UITextField{name = "input", frame = {8, 7, 280, 36}}
local send = UIButton{name = "send", title = "Send", frame = {300, 7, 67, 36}}
bar:addSubview(input)
bar:addSubview(send)
send:addTarget(nil, function() print("  send: \"" .. input.text .. "\"") end, "touchUpInside")
chat.inputAccessoryView = bar

local function show(label)
  print(label)
  local where = bar.window and (" at " .. tostring(bar:convertRectToView(bar.bounds, nil))) or ""
  print("  chat bar in " .. tostring(bar.window) .. where .. "; keyboard visible: " .. tostring(sim.keyboardVisible))
end

show("as built:")
print("  a tap at the bottom edge hits " .. tostring(hitTest(30, 650)))

chat.canBecomeFirstResponder = true
chat:becomeFirstResponder()
show("after chat.canBecomeFirstResponder = true and chat:becomeFirstResponder():")
tree()
explain(30, 650)

print("tap the field in the bar, type, send:")
tap(input)
show("  the field is first responder (of the keyboard window): " .. tostring(input.isFirstResponder))
assert(bar.window)
print("  the keyboard window has the screen's frame; its input views sit at its bottom, "
  .. tostring(assert(bar.superview).frame) .. ": the bar, then the keyboard under it")
typeText("hello")
tap(send)
typeText("\n")
show("after return, a plain field keeps first responder (SPEC 12.2): " .. tostring(input.isFirstResponder))
input.delegate = {textFieldShouldReturn = function(self, field) field:resignFirstResponder() return true end}
typeText("\n")
show("with textFieldShouldReturn resigning the field, return hides the keyboard; the bar stays:")

-- Seed: 002 "一个简单的例子"
-- Seed 002 (响应链 Responder Chain): a WeChat-style password view. Tapping it makes
-- it first responder and brings up the keyboard; typed digits go to insertText.
-- PB is a subview of PA that sticks out of it. Typing return in PB resigns PB, but
-- the keyboard stays: PA, next up the chain, can become first responder and does.
-- Only when PA resigns too does the keyboard go away.
local PasswordView = UIView:subclass("PasswordView")
local maxDigit = 6

function PasswordView:init() self.textStore = "" end
function PasswordView:canBecomeFirstResponder() return true end
function PasswordView:touchesBegan(touches, event)
  if not self.isFirstResponder then self:becomeFirstResponder() end
end
function PasswordView:touchesMoved(touches, event) end
function PasswordView:touchesEnded(touches, event) end
function PasswordView:touchesCancelled(touches, event) end
-- UIKeyInput
function PasswordView:hasText() return #self.textStore > 0 end
function PasswordView:insertText(text)
  if text == "\n" then
    self:resignFirstResponder()
    return
  end
  if #self.textStore < maxDigit then self.textStore = self.textStore .. text end
end
function PasswordView:deleteBackward() self.textStore = self.textStore:sub(1, -2) end

local vc = UIViewController{name = "vc"}
local window = UIWindow{rootViewController = vc}
window:makeKeyAndVisible()
local PA = PasswordView{name = "PA", frame = {40, 200, 240, 60}, backgroundColor = "white"}
local PB = PasswordView{name = "PB", frame = {120, -40, 240, 60}, backgroundColor = "green"}
vc.view:addSubview(PA)
PA:addSubview(PB)

local function status(label)
  print(string.format("%-28s first responder: %-12s keyboard: %s", label,
    window.firstResponder and window.firstResponder.name or "none", sim.keyboardVisible and "up" or "down"))
end

status("start")
tap(200, 210)                       -- where PA and PB overlap: PB is in front
status("tap where PA and PB overlap")
typeText("1234")
typeText("\b5")
print("  PB holds " .. PB.textStore)
typeText("\n")
status("return in PB")
typeText("77\n")
print("  PA holds " .. PA.textStore)
status("return in PA")
tap(60, 250)                        -- inside PA, outside PB
status("tap in PA only")

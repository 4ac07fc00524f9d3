-- Exercise: A password view with a keyboard
-- Task: Make PasswordView bring up the keyboard when tapped and collect up to six
--   typed digits in self.digits; return ("\n") must put the keyboard away. Write
--   what UIKit needs: it can become first responder, it becomes first responder
--   when touched, and it adopts UIKeyInput (insertText, deleteBackward, hasText).
-- Hint: function PasswordView:canBecomeFirstResponder() return true end; in
--   touchesBegan call self:becomeFirstResponder(); in insertText handle "\n" by
--   resigning.

local vc = UIViewController{}
local window = UIWindow{rootViewController = vc} window:makeKeyAndVisible()
local PasswordView = UIView:subclass("PasswordView")
function PasswordView:init() self.digits = "" end

-- >>> your code
-- give PasswordView what it needs here
-- <<< your code

-- Checks: do not change what follows.
local view = PasswordView{frame = {40, 200, 295, 50}}
vc.view:addSubview(view)
tap(view)
expect(view.isFirstResponder, "tapping the view did not make it first responder")
expect(sim.keyboardVisible, "the keyboard is not showing: UIKit needs insertText, deleteBackward and hasText")
typeText("1234567")
expect(view.digits == "123456", "after typing 1234567 the view holds \"" .. tostring(view.digits) .. "\", not \"123456\"")
typeText("\b")
expect(view.digits == "12345", "backspace must remove the last digit")
typeText("\n")
expect(not sim.keyboardVisible, "return must put the keyboard away")

-- Exercise: A password view with a keyboard
-- Task: Make PasswordView bring up the keyboard when tapped and collect up to six
--   typed digits in self.digits (more are ignored; backspace removes the last one);
--   return ("\n") puts the keyboard away and is not a digit. Write what UIKit
--   needs: it can become first responder, it becomes first responder when touched,
--   and it adopts UIKeyInput (insertText, deleteBackward, hasText).
-- Hint: function PasswordView:canBecomeFirstResponder() return true end; in
--   touchesBegan call self:becomeFirstResponder(); in insertText handle "\n" by
--   resigning.
-- Checked by: `respond-lua exercises check 25`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local vc <const> = UIViewController{name = "vc"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
local PasswordView <const> = UIView:subclass("PasswordView")
function PasswordView:init() self.digits = "" end

-- >>> your code
-- give PasswordView what it needs here
-- <<< your code

-- Checks (on a new PasswordView, made after your code ran)
local view <const> = PasswordView{name = "password", frame = {40, 200, 295, 50}}
vc.view:addSubview(view)
expect(view.digits == "", "a new PasswordView must start with no digits")
tap(view)
expect(view.isFirstResponder, "tapping the view did not make it first responder")
expect(sim.keyboardVisible, "the keyboard is not showing: UIKit needs insertText, deleteBackward and hasText")
typeText("12")
expect(view.digits == "12", "after typing 12 the view holds \"" .. tostring(view.digits) .. "\"")
expect(view.hasText == true, "hasText must be true once there are digits")
typeText("34567")
expect(view.digits == "123456", "after typing 1234567 the view holds \"" .. tostring(view.digits) .. "\", not the first six digits")
typeText("\b")
expect(view.digits == "12345", "backspace must remove the last digit")
typeText("\b\b\b\b\b\b")
expect(view.digits == "", "backspace on no digits must leave none, not \"" .. tostring(view.digits) .. "\"")
expect(view.hasText == false, "hasText must be false when there are no digits")
typeText("9\n")
expect(not sim.keyboardVisible, "return must put the keyboard away")
expect(not view.isFirstResponder, "after return the view must no longer be first responder")
expect(view.digits == "9", "return must not be stored as a digit")
tap(view)
expect(view.isFirstResponder and sim.keyboardVisible, "tapping the view again must bring the keyboard back")

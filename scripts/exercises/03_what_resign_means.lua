-- Exercise: What resignFirstResponder means
-- Task: PB is a password view inside PA; both can become first responder. PB is
--   first responder now. After PB:resignFirstResponder(), who is first responder,
--   and is the keyboard still up? Set `firstAfter` and `keyboardAfter`, then check.
-- Hint: a responder that resigns on its own hands the status to the nearest
--   responder up its nextResponder chain that can become first responder.

local vc = UIViewController{}
local window = UIWindow{rootViewController = vc} window:makeKeyAndVisible()
local Password = UIView:subclass("Password")
function Password:canBecomeFirstResponder() return true end
function Password:hasText() return false end
function Password:insertText(text) end
function Password:deleteBackward() end
local PA = Password{name = "PA", frame = {40, 100, 240, 60}}
local PB = Password{name = "PB", frame = {120, -40, 240, 60}}
vc.view:addSubview(PA); PA:addSubview(PB)
PB:becomeFirstResponder()
local firstAfter, keyboardAfter = "?", "?"

-- >>> your code
firstAfter = nil        -- PA, PB, vc, or nil?
keyboardAfter = nil     -- true or false?
-- <<< your code

-- Checks: do not change what follows.
PB:resignFirstResponder()
expect(firstAfter ~= "?", "set firstAfter")
expect(firstAfter == window.firstResponder, "after PB resigns, the first responder is " .. tostring(window.firstResponder) .. ", not " .. tostring(firstAfter))
expect(keyboardAfter == sim.keyboardVisible, "the keyboard is " .. (sim.keyboardVisible and "still up" or "down") .. " after PB resigns")

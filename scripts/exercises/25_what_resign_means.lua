-- Exercise: What resignFirstResponder means
-- Task: PB is a password view inside PA; both can become first responder and
--   take typing. PB is first responder now. After PB:resignFirstResponder(), who
--   is first responder, and is the keyboard still up? Set `firstAfter` (PA, PB, vc,
--   or nil for nobody) and `keyboardAfter` (true or false).
-- Hint: a responder that resigns on its own hands the status to the nearest
--   responder up its nextResponder chain that can become first responder.
-- Forbid: engine
-- Checked by: `respond-lua exercises check 3`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   `Forbid: engine` means your code may name the objects of the set-up and set
--   your variables, but not ask the engine anything (no tap, hitTest, explain,
--   no reading or setting their properties): the answer has to come from you.

local vc <const> = UIViewController{name = "vc"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
local Password <const> = UIView:subclass("Password")
function Password:canBecomeFirstResponder() return true end
function Password:hasText() return false end
function Password:insertText(text) end
function Password:deleteBackward() end
local PA <const> = Password{name = "PA", frame = {40, 100, 240, 60}}
local PB <const> = Password{name = "PB", frame = {120, -40, 240, 60}}
vc.view:addSubview(PA); PA:addSubview(PB)
-- The real answers, found before your code runs; then PB is first responder again.
PB:becomeFirstResponder()
PB:resignFirstResponder()
exercise.truth.first, exercise.truth.keyboard = window.firstResponder, sim.keyboardVisible
PB:becomeFirstResponder()
assert(PB.isFirstResponder, "the scene is broken: PB should be first responder")
---@type any, any
local firstAfter, keyboardAfter = "?", "?"

-- >>> your code
firstAfter = "?"        -- PA, PB, vc, or nil?
keyboardAfter = "?"     -- true or false?
-- <<< your code

-- Checks
expect(firstAfter ~= "?", "set firstAfter to PA, PB, vc or nil")
expect(firstAfter == nil or rawequal(firstAfter, PA) or rawequal(firstAfter, PB) or rawequal(firstAfter, vc),
  "firstAfter must be PA, PB, vc or nil (the objects themselves)")
expect(keyboardAfter == true or keyboardAfter == false, "set keyboardAfter to true or false")
expect(rawequal(firstAfter, exercise.truth.first), "firstAfter is not who is first responder after PB resigns: "
  .. "follow PB's nextResponder chain and ask who can become first responder")
expect(keyboardAfter == exercise.truth.keyboard, "keyboardAfter is not right: the keyboard stays up exactly while "
  .. "the first responder takes typing (insertText, deleteBackward, hasText)")

-- SPEC 8 (become/resign rules, hand-off, endEditing) and SPEC 7.3's lookup defaults.
local vc = UIViewController{name = "vc"}
local w = UIWindow{rootViewController = vc}
w:makeKeyAndVisible()
local Password = UIView:subclass("PasswordView")
function Password:canBecomeFirstResponder() return true end
local PA = Password{name = "PA", frame = {40, 100, 240, 60}}
local PB = Password{name = "PB", frame = {120, 40, 240, 60}}
vc.view:addSubview(PA)
PA:addSubview(PB)
local plain = UIView{name = "plain"}
vc.view:addSubview(plain)

-- Defaults, and refusals on the becoming side.
assertEqual({plain.canBecomeFirstResponder, plain.canResignFirstResponder, plain.isFirstResponder}, {false, true, false})
assertEqual(plain:becomeFirstResponder(), false, "canBecomeFirstResponder is false")
assertEqual(Password{}:becomeFirstResponder(), false, "not in a window")
assertEqual(w.firstResponder, nil)

-- Becoming; becoming again is true; the previous one is asked to resign.
assertEqual(PB:becomeFirstResponder(), true)
assertEqual(PB:becomeFirstResponder(), true, "already first responder")
assertEqual({PB.isFirstResponder, w.firstResponder}, {true, PB})

-- Seed 002: PB resigns on its own; PA, next up the chain and able to, takes over.
assertEqual(PB:resignFirstResponder(), true)
assertEqual(w.firstResponder, PA)
assertEqual(PA:resignFirstResponder(), true)
assertEqual(w.firstResponder, nil, "nobody above PA can become first responder")

-- Refusals on the resigning side: canResignFirstResponder, or resignFirstResponder returning false.
PA:becomeFirstResponder()
PA.canResignFirstResponder = false
assertEqual(PB:becomeFirstResponder(), false)
assertEqual(w.firstResponder, PA)
PA.canResignFirstResponder = nil
local asked = 0
function PA:resignFirstResponder() asked = asked + 1 return false end
assertEqual(PB:becomeFirstResponder(), false)
assertEqual({w.firstResponder, asked}, {PA, 1})

-- endEditing: asks (refused here), or forces.
assertEqual(vc.view:endEditing(false), false)
assertEqual(w.firstResponder, PA)
assertEqual(plain:endEditing(true), false, "no first responder in that subtree")
assertEqual(vc.view:endEditing(true), true)
assertEqual(w.firstResponder, nil)
PA.resignFirstResponder = nil

-- SPEC 8: endEditing(false) asks canResignFirstResponder once, then resignFirstResponder();
-- endEditing(true) never asks canResignFirstResponder, still calls resignFirstResponder(),
-- and the responder loses the status even when that says no.
local calls = {}
function PA:canResignFirstResponder() calls[#calls + 1] = "can" return false end
function PA:resignFirstResponder() calls[#calls + 1] = "resign" return UIResponder.resignFirstResponder(self) end
PA:becomeFirstResponder()
assertEqual(vc.view:endEditing(false), false)
assertEqual({w.firstResponder, calls}, {PA, {"can"}}, "asked once; it refused: resignFirstResponder not called")
calls = {}
assertEqual(vc.view:endEditing(true), true)
assertEqual({w.firstResponder, calls}, {nil, {"resign"}}, "forced: not asked, resignFirstResponder still runs")
function PA:canResignFirstResponder() calls[#calls + 1] = "can" return true end
PA:becomeFirstResponder()
calls = {}
assertEqual(vc.view:endEditing(false), true)
assertEqual({w.firstResponder, calls}, {nil, {"can", "resign"}}, "each asked once")
function PA:resignFirstResponder() calls[#calls + 1] = "resign" return false end
PA:becomeFirstResponder()
calls = {}
assertEqual(vc.view:endEditing(true), true)
assertEqual({w.firstResponder, calls}, {nil, {"resign"}}, "forced: the status goes even though resignFirstResponder said no")
PA.canResignFirstResponder = nil
PA.resignFirstResponder = nil

-- An override that calls super takes part normally.
local log = {}
function PB:resignFirstResponder()
  log[#log + 1] = "PB resigning"
  return UIResponder.resignFirstResponder(self)
end
PB:becomeFirstResponder()
assertEqual(PA:becomeFirstResponder(), true, "PB is asked and agrees")
assertEqual({w.firstResponder, log}, {PA, {"PB resigning"}})

-- Removing the first responder from the window ends its status.
PA:removeFromSuperview()
assertEqual(w.firstResponder, nil)

-- canPerformAction / targetForAction.
function vc:save() end
assertEqual(plain:canPerformAction("save"), false)
assertEqual(vc:canPerformAction("save"), true)
assertEqual(plain:targetForAction("save"), vc, "found up the chain")
assertEqual(plain:targetForAction("nobodyHasThis"), nil)
function plain:canPerformAction(action, sender) return action == "save" end
assertEqual(plain:targetForAction("save"), plain, "an override of canPerformAction is asked")

-- Seed: 002 "一个简单的例子"
-- Seed 002, case 1: PB is a subview of PA that sticks out of PA's bounds. A touch
-- inside PB but outside PA reaches neither (PA's pointInside says no, so its
-- subviews are never asked); the controller's root view gets it, does nothing with
-- it by default, and the controller's touchesBegan runs.
-- Cases 2 and 3: inside both, PB (in front) wins; inside PA only, PA.
local PasswordView = UIView:subclass("PasswordView")
function PasswordView:touchesBegan(touches, event) print("  " .. self.name .. " touchesBegan") end

local Controller = UIViewController:subclass("Controller")
function Controller:touchesBegan(touches, event) print("  controller touchesBegan") end

local vc = Controller{name = "vc"}
local window = UIWindow{rootViewController = vc}
window:makeKeyAndVisible()
local PA = PasswordView{name = "PA", frame = {40, 100, 240, 60}}
vc.view:addSubview(PA)
local PB = PasswordView{name = "PB", frame = {120, 40, 240, 60}}   -- in PA: reaches x 160..400, y 140..200
PA:addSubview(PB)

print("1. in PB, outside PA:")
print("  hit:", tap(300, 170))
print("2. in PB and PA:")
print("  hit:", tap(200, 150))
print("3. in PA, outside PB:")
print("  hit:", tap(60, 110))

-- Attack: a nextResponder cycle while forwarding a tap event (issue 8, S2).
-- Exit: 1
-- Stderr: cycle
local window = UIWindow{}
window:makeKeyAndVisible()
local a = UIView{name = "a", frame = {0, 0, 100, 100}}
local b = UIView{name = "b", frame = {0, 0, 100, 100}}
window:addSubview(a)
a:addSubview(b)
function a:nextResponder() return b end
b.canBecomeFirstResponder = true
b:becomeFirstResponder()
tap(10, 10)

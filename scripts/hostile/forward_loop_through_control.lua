-- A responder chain that loops through a control that does not track the
-- touch (disabled, or refusing in beginTracking) made every pass through the
-- control start a new walk up the chain, nested inside the last one, until
-- the stack overflowed (a segfault). So does a tower of such controls, one
-- inside the other. Both are now a clear error. Found by the fuzz harness
-- (issue 8).
-- Exit: 0
local window = UIWindow{name = "w"}
window:makeKeyAndVisible()
local button = UIButton{name = "button", frame = {0, 0, 100, 100}, enabled = false}
window:addSubview(button)
local v = UIView{name = "v", frame = {200, 200, 100, 100}}
window:addSubview(v)
-- The application passes events back to the disabled button, which passes them on.
function app:nextResponder() return button end
local ok, err = pcall(tap, 250, 250)
print(ok, err)
function app:nextResponder() return nil end
tap(250, 250)
print("the loop is gone: a tap goes through")

-- A tower of 5,000 controls, each refusing to track, the innermost hit.
local Refusing = UIControl:subclass("Refusing")
function Refusing:beginTracking(touch, event) return false end
local parent = window
for i = 1, 5000 do
  local c = Refusing{frame = {0, 0, 100, 100}}
  parent:addSubview(c)
  parent = c
end
ok, err = pcall(tap, 50, 50)
print(ok, err)

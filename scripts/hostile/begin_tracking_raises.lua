-- A control's beginTracking raises: the superview never gets touchesCancelled
-- without touchesBegan (issue 8, S4).
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local box = UIView{name = "box", frame = {0, 0, 200, 200}}
window:addSubview(box)
local control = UIControl{name = "control", frame = {10, 10, 100, 100}}
box:addSubview(control)
local log = {}
for _, name in ipairs{"touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"} do
  box[name] = function() log[#log + 1] = "box " .. name end
end
function control:beginTracking(touch, event) error("tracking refused") end
local ok, err = pcall(tap, 20, 20)
print(ok, err)
print("box saw: " .. (#log == 0 and "nothing" or table.concat(log, ", ")))
log = {}
control.beginTracking = nil
tap(20, 20)
print("box saw: " .. (#log == 0 and "nothing" or table.concat(log, ", ")), control.tracking, control.highlighted)

-- Attack: a double-tap recognizer holds back the end of the first tap (it waits
-- for a second, delaysTouchesEnded), and the next touch's touchesBegan raises,
-- which cancels the sequence: the first touch's view got touchesBegan and must
-- get its end too (touchesCancelled), not nothing. Found by the fuzz harness
-- (seed 5155992, with rotation recognizers holding the end).
-- Args: --check-invariants
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local log = {}
local view = UIView{name = "v", frame = {0, 0, 200, 200}}
window:addSubview(view)
local other = UIView{name = "other", frame = {200, 0, 100, 100}}
window:addSubview(other)
for _, m in ipairs({"touchesBegan", "touchesEnded", "touchesCancelled"}) do
  view[m] = function(self) log[#log + 1] = "v " .. m end
end
function other:touchesBegan() error("boom") end
view:addGestureRecognizer(UITapGestureRecognizer{numberOfTapsRequired = 2})
local f = touchDown(50, 50)
f:up()                                   -- the end is held: the recognizer waits
print(table.concat(log, ", "))
print(pcall(touchDown, 250, 50))         -- other's touchesBegan raises
print(table.concat(log, ", "))
sim.settle()
tap(50, 50)
print(table.concat(log, ", "))

-- A recognizer that had begun when an error cancelled the touch sequence goes
-- back to possible the legal way: began/changed → cancelled → possible (SPEC
-- 6.2), not straight from changed to possible. Found by the fuzz harness's
-- invariant checks (issue 8).
-- Args: --check-invariants
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local v = UIView{name = "v", frame = {0, 0, 200, 200}}
window:addSubview(v)
local pan = UIPanGestureRecognizer{name = "pan", action = function(g)
  if g.state == "changed" then error("the action broke") end
end}
v:addGestureRecognizer(pan)
sim.record(true)
local ok, err = pcall(drag, 20, 20, 150, 20, {steps = 5})
print(ok, err)
for _, r in ipairs(sim.records()) do
  if r.kind == "gesture" and r.recognizer == pan and r.event then print(r.event, r.reason) end
end
print(pan.state)
-- The engine is usable afterwards, and the next drag recognizes as usual.
local states = {}
pan:removeTarget(nil, nil)
pan:addTarget(nil, function(g) states[#states + 1] = g.state end)
drag(20, 20, 150, 20, {steps = 3})
print(table.concat(states, " "))

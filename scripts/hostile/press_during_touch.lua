-- A press while a finger is down does not reset the recognizers of that finger:
-- a final state is kept until none of the recognizer's touches is down (SPEC
-- 6.2). A custom recognizer that a press left recognizing is cancelled when
-- the press ends, then reset: began → cancelled → possible, never began →
-- possible. Found by the fuzz harness's invariant checks (issue 8).
-- Args: --check-invariants
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local v = UIView{name = "v", frame = {100, 100, 200, 200}}
window:addSubview(v)
local edge = UIScreenEdgePanGestureRecognizer{name = "edge", edges = "left"}
v:addGestureRecognizer(edge)
local f = touchDown(150, 150)              -- far from the left edge: the edge pan fails
print("after touchDown", edge.state)
press("select")                            -- goes to the key window; the edge pan sees it too
print("after press", edge.state)
f:moveTo(160, 150)
print("after moveTo", edge.state)
f:up()
print("after up", edge.state)

-- A recognizer of presses that begins on pressesBegan and never ends.
local Hold = UIGestureRecognizer:subclass("HoldGesture")
function Hold:pressesBegan(presses, event) self.state = "began" end
local actions = {}
local hold = Hold{name = "hold", action = function(g) actions[#actions + 1] = g.state end}
window:addGestureRecognizer(hold)
sim.record(true)
press("menu")
print("hold actions", table.concat(actions, " "))
for _, r in ipairs(sim.records()) do
  if r.kind == "gesture" and r.recognizer == hold and r.event then print(r.event, r.reason) end
end
print(hold.state)

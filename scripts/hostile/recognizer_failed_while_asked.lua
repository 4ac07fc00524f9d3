-- Attack: when a recognizer wins, the engine asks whether each other recognizer
-- in `possible` requires its failure; the delegate that answers lets time run
-- first (`sim.settle()`), and the recognizer it was asked about fails on its own
-- timer meanwhile. What happened stands: the engine does not fail it a second
-- time (failed → failed is no legal transition). Found by the fuzz harness
-- (seed 7385587).
-- Args: --check-invariants
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local view = UIView{name = "v", frame = {0, 0, 375, 667}}
window:addSubview(view)
local swipe = UISwipeGestureRecognizer{name = "swipe"}
local press = UILongPressGestureRecognizer{name = "press", minimumPressDuration = 0,
  action = function(g) print("press", g.state) end}
view:addGestureRecognizer(swipe)
view:addGestureRecognizer(press)
swipe.delegate = {shouldRequireFailureOf = function(self, g, other)
  sim.settle()
  print("asked about", other.name, "while the swipe is", g.state, "at", sim.now)
  return true
end}
local finger = touchDown(100, 100)
sim.advance(0.1)
finger:up()
print("swipe", swipe.state, "press", press.state)

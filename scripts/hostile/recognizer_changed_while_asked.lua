-- Attack: the delegate asked whether a recognizer may begin moves it to another
-- view (which fails it there) before answering: what the script did stands, and
-- the engine does not then fail it a second time (failed → failed is no legal
-- transition). Found by the fuzz harness (seed 5042716).
-- Args: --check-invariants
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local view = UIView{name = "v", frame = {0, 0, 200, 200}}
local other = UIView{name = "other", frame = {200, 200, 100, 100}}
window:addSubview(view)
window:addSubview(other)
local pan = UIPanGestureRecognizer{name = "pan"}
pan.delegate = {shouldBegin = function(self, g)
  other:addGestureRecognizer(g)
  return false
end}
view:addGestureRecognizer(pan)
drag(50, 50, 150, 50, {steps = 10})
print(pan.state, pan.view)
-- Disabled while asked, the same.
pan.delegate = {shouldBegin = function(self, g)
  g.enabled = false
  return true
end}
drag(250, 250, 290, 290, {steps = 10})
print(pan.state, pan.enabled)

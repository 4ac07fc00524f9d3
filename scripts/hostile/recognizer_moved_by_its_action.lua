-- Attack (fuzz seed 10276102): a recognizer's action moves the recognizer to
-- another view while it is recognizing. Moving it cancels it, which calls the
-- same action again, which adds it again while the first move is under way.
-- The recognizer must end up in one view's list, once, and see each touch once.
-- Args: --check-invariants
-- Exit: 0
local w = UIWindow{name = "w"}
w:makeKeyAndVisible()
local v = UIView{name = "v", frame = {100, 100, 200, 300}}
local x = UIView{name = "x", frame = {0, 0, 50, 50}}
w:addSubview(v)
w:addSubview(x)

local function counts(g)
  return #w.gestureRecognizers, #v.gestureRecognizers, #x.gestureRecognizers, g.view and g.view.name
end

-- The action moves it to v every time it is called.
local g
g = UIPanGestureRecognizer{name = "g", action = function(r)
  print("g", r.state, r.numberOfTouches)
  v:addGestureRecognizer(g)
end}
w:addGestureRecognizer(g)
drag(16, 88, 264, 523, {steps = 4})
print("after the move", counts(g))
wait(1)
drag(150, 150, 250, 350, {steps = 3})
print("after a drag on v", counts(g))

-- The action moves it somewhere else when cancelled: the first move still wins.
local h
h = UIPanGestureRecognizer{name = "h", action = function(r)
  print("h", r.state, r.numberOfTouches)
  if r.state == "cancelled" then x:addGestureRecognizer(h) end
end}
w:addGestureRecognizer(h)
wait(1)
local f = touchDown(16, 88)
f:moveTo(60, 120)
print("before", counts(h))
v:addGestureRecognizer(h)
print("after", counts(h))
f:up()

-- The action removes it while it is being moved.
local k
k = UIPanGestureRecognizer{name = "k", action = function(r)
  print("k", r.state)
  if r.state == "cancelled" then r.view:removeGestureRecognizer(k) end
end}
wait(1)
w:addGestureRecognizer(k)
f = touchDown(20, 20)
f:moveTo(60, 60)
v:addGestureRecognizer(k)
f:up()
print("k on", k.view and k.view.name, #v.gestureRecognizers, #w.gestureRecognizers)

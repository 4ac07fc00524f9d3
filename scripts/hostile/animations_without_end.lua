-- Attack: UIView.animate against the engine (SPEC 11.8): the clock run from
-- inside an animations function, a view collected mid-animation, an animation
-- started from touchesBegan during dispatch, and completions that start more
-- animations forever: settling stops once the chain has renewed itself ten
-- times (it repeats, issue 31), and the chain goes on as time moves.
-- Args: --check-invariants --max-instructions 3000000
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local v = UIView{name = "v", frame = {0, 0, 100, 100}}
w:addSubview(v)

-- The clock runs inside an animations function: earlier animations end meanwhile.
UIView.animate(0.1, function() v.alpha = 0.5 end, function(f) print("first ended", f) end)
UIView.animate(1, function()
  wait(0.5)
  v.center = {200, 200}
end, function(f) print("second ended", f) end)
sim.settle()
print("model", v.frame, "drawn", v.presentationFrame)

-- The animated view is dropped and collected before its animation ends.
do
  local gone = UIView{frame = {0, 0, 10, 10}}
  w:addSubview(gone)
  UIView.animate(1, function() gone.frame = {100, 100, 10, 10} end, function(f) print("gone's animation ended", f) end)
  gone:removeFromSuperview()
end
collectgarbage() collectgarbage()
sim.settle()

-- An animation started during dispatch, of the view being touched.
function v:touchesBegan(touches, event)
  UIView.animate(0.3, function() self.alpha = 1 end)
  print("being animated while touched:", hitTest(self) == w)
end
tap(v)
v.touchesBegan = nil
sim.settle()

-- Forever: each completion starts the next animation.
local n = 0
local function again()
  n = n + 1
  UIView.animate(0.01, function() v.alpha = n % 2 end, again)
end
again()
sim.settle()
print("settled; the chain repeats:", n)
wait(0.1)
print("0.1 s later:", n)

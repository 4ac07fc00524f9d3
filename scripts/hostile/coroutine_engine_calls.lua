-- Attack: engine calls from inside coroutines use that coroutine's stack (issue 8, S1).
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local button = UIButton{name = "button", frame = {10, 10, 100, 40}}
window:addSubview(button)
local taps = 0
button:addTarget(nil, function() taps = taps + 1 end, "touchUpInside")
local worker = coroutine.wrap(function(n)
  for i = 1, n do
    local hit = window:hitTest({20, 20 + (i % 3)})
    coroutine.yield(hit.name, button:convertPointToView({0, 0}, window), #window.subviews)
    tap(50, 30)
  end
  return "done"
end)
print(worker(3))
print(worker())
print(worker())
print(worker())
print("taps", taps)
-- A deep recursion of coroutines each calling the engine.
local function nest(depth)
  if depth == 0 then return window:hitTest({20, 20}).name end
  return coroutine.wrap(nest)(depth - 1)
end
print(nest(150))

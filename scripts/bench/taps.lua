-- Benchmark: what a tap costs in ordinary scenes, beside the shared yardstick's
-- (which has a 10,000-view tree and overrides at its root). Each case taps the
-- same view many times and prints nanoseconds per tap; there is no budget, the
-- numbers are for comparing builds (README, "Performance").
--   respond-lua scripts/bench/taps.lua [taps]      (default 200000)
local taps = math.tointeger(tonumber(arg and arg[1] or "200000"))
if not taps or taps < 1 then
  io.stderr:write("usage: respond-lua scripts/bench/taps.lua [taps >= 1]\n")
  os.exit(2)
end

-- A window with a controller whose view holds one subview to tap.
local function scene()
  local window = UIWindow{}
  local root = UIView{name = "root", frame = {0, 0, 375, 667}}
  local target = UIView{name = "target", frame = {10, 10, 100, 100}}
  root:addSubview(target)
  window.rootViewController = UIViewController{view = root}
  window:makeKeyAndVisible()
  return window, root, target
end

local function measure(label, setUp)
  local window, root, target = scene()
  local check = setUp(root, target)
  collectgarbage("collect")
  local t0 = os.clock()
  for _ = 1, taps do
    local f = touchDown(50, 50)
    f:up()
    sim.advance(1)   -- past any recognizer's timers, so every tap is a first tap
  end
  local ns = (os.clock() - t0) / taps * 1e9
  check()
  print(string.format("%-58s %7.0f ns a tap", label, ns))
  window.hidden = true
end

measure("no override: the touches go up to the application", function()
  return function() end
end)

measure("touchesBegan/Ended overridden on the root view", function(root)
  local began, ended = 0, 0
  function root:touchesBegan(touches, event) began = began + 1 end
  function root:touchesEnded(touches, event) ended = ended + 1 end
  return function() assert(began == taps and ended == taps, "the root saw every tap") end
end)

measure("a tap recognizer with a Lua action on the view", function(_, target)
  local fired = 0
  target:addGestureRecognizer(UITapGestureRecognizer{action = function() fired = fired + 1 end})
  return function() assert(fired == taps, "the recognizer fired on every tap") end
end)

measure("a tap recognizer with a delegate and a target", function(_, target)
  local fired, asked = 0, 0
  local handler = {tapped = function() fired = fired + 1 end}
  local g = UITapGestureRecognizer{target = handler, action = "tapped"}
  g.delegate = {shouldBegin = function() asked = asked + 1 return true end}
  target:addGestureRecognizer(g)
  return function() assert(fired == taps and asked == taps, "asked and fired on every tap") end
end)

measure("a button's touchUpInside target", function(root)
  local pressed = 0
  local button = UIButton{title = "Go", frame = {10, 10, 100, 100}}
  root:addSubview(button)
  button:addTarget(nil, function() pressed = pressed + 1 end, "touchUpInside")
  return function() assert(pressed == taps, "the button was pressed on every tap") end
end)

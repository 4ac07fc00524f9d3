-- Benchmark: engine work that should follow the work asked for (issue 31,
-- items 2, 18, 19). One measurement a run, chosen by the first argument:
--   respond-lua scripts/bench/cost.lua scroll N     a tap at the innermost of N nested scroll views
--   respond-lua scripts/bench/cost.lua plain N      the same tap through N nested plain views
--   respond-lua scripts/bench/cost.lua stack N      building N arranged views in a stack view
--   respond-lua scripts/bench/cost.lua animate N    N UIView.animate calls, then presentationFrame
--   respond-lua scripts/bench/cost.lua poptoroot N  popToRootViewController on N controllers
--   respond-lua scripts/bench/cost.lua tabletap N   N taps on a table's row (for callgrind)
-- Each prints one line `what=... n=... seconds=...` (os.clock, CPU time);
-- scripts/bench/cost.sh runs them and prints the ratios. No budget, no assertion
-- of a time: numbers for comparing builds.
local mode = arg and arg[1]
local n = math.tointeger(tonumber(arg and arg[2] or ""))
if not mode or not n or n < 1 then
  io.stderr:write("usage: respond-lua scripts/bench/cost.lua scroll|plain|stack|animate|poptoroot|tabletap N\n")
  os.exit(2)
end

local function report(what, seconds, extra)
  print(string.format("what=%s n=%d seconds=%.9f%s", what, n, seconds, extra or ""))
end

local function nested(class)
  local window = UIWindow{}
  window:makeKeyAndVisible()
  local parent = window
  for _ = 1, n do
    local v = class{frame = {0, 0, 375, 667}}
    if class == UIScrollView then v.contentSize = {375, 2000} end
    parent:addSubview(v)
    parent = v
  end
  return parent
end

if mode == "scroll" or mode == "plain" then
  local innermost = nested(mode == "scroll" and UIScrollView or UIView)
  assert(tap(100, 100) == innermost, "the tap reaches the innermost view")
  local repeats = math.max(5, 20000 // n)
  local t0 = os.clock()
  for _ = 1, repeats do tap(100, 100) end
  report(mode .. "_tap", (os.clock() - t0) / repeats)
elseif mode == "stack" then
  local window = UIWindow{}
  window:makeKeyAndVisible()
  local stack = UIStackView{frame = {0, 0, 375, 667}, axis = "vertical"}
  window:addSubview(stack)
  local last
  local t0 = os.clock()
  for _ = 1, n do
    last = UIView{frame = {0, 0, 10, 20}}
    stack:addArrangedSubview(last)
  end
  local y = last.frame.y
  report("stack_build", os.clock() - t0)
  assert(y == (n - 1) * 20, "the last view is arranged")
elseif mode == "animate" then
  local window = UIWindow{}
  window:makeKeyAndVisible()
  local views = {}
  for i = 1, n do
    views[i] = UIView{frame = {0, 0, 10, 10}}
    window:addSubview(views[i])
  end
  local t0 = os.clock()
  for i = 1, n do
    local v = views[i]
    UIView.animate(1, function() v.frame = {100, 100, 10, 10} end)
  end
  local build = os.clock() - t0
  sim.advance(0.5)
  local reads = 1000
  local t1 = os.clock()
  local f
  for _ = 1, reads do f = views[1].presentationFrame end
  local read = (os.clock() - t1) / reads
  report("animate", build, string.format(" presentationFrame=%.9f", read))
  assert(f.x > 0 and f.x < 100, "half way")
elseif mode == "poptoroot" then
  local nav = UINavigationController{rootViewController = UIViewController{}}
  local window = UIWindow{rootViewController = nav}
  window:makeKeyAndVisible()
  for _ = 2, n do nav:pushViewController(UIViewController{}) end
  assert(#nav.viewControllers == n)
  local t0 = os.clock()
  nav:popToRootViewController()
  report("poptoroot", os.clock() - t0)
  assert(#nav.viewControllers == 1)
elseif mode == "tabletap" then
  local window = UIWindow{}
  window:makeKeyAndVisible()
  local selected = 0
  local source = {}
  function source:numberOfRowsInSection() return 20 end
  function source:cellForRowAt(tv, ip)
    return tv:dequeueReusableCell("c") or UITableViewCell{reuseIdentifier = "c"}
  end
  function source:didSelectRowAt() selected = selected + 1 end
  local tv = UITableView{frame = {0, 0, 375, 667}, delegate = source, dataSource = source}
  window:addSubview(tv)
  tap(100, 300)
  local t0 = os.clock()
  for _ = 1, n do tap(100, 300) end
  report("tabletap", (os.clock() - t0) / n)
  assert(selected == n + 1)
else
  io.stderr:write("cost.lua: unknown measurement " .. mode .. "\n")
  os.exit(2)
end

-- Benchmark: building a stack view of N arranged views costs O(N) (SPEC 12.6
-- rule 5: a stack view arranges its arranged views once, at layout time, however
-- many were added). Builds stacks of growing size in a window, lays them out
-- once, and prints the seconds for each size and the time per view: the last
-- column should stay about flat as N grows. Two ways of building: adding only,
-- and adding while reading each new view's frame (what a script that logs as it
-- builds does: reading geometry does not lay out, SPEC 12.6 rule 3).
-- No budget: numbers for comparing builds.
--   respond-lua scripts/bench/stack_build.lua [largest N]      (default 10000)
local largest = math.tointeger(tonumber(arg and arg[1] or "10000"))
if not largest or largest < 10 then
  io.stderr:write("usage: respond-lua scripts/bench/stack_build.lua [largest N >= 10]\n")
  os.exit(2)
end

local window = UIWindow{}
window:makeKeyAndVisible()

local function build(n, reading)
  local stack = UIStackView{frame = {0, 0, 375, 667}, axis = "vertical", spacing = 2}
  window:addSubview(stack)
  collectgarbage("collect")
  local start = os.clock()
  for i = 1, n do
    local v = UIView{frame = {0, 0, 10, 20}}
    stack:addArrangedSubview(v)
    if reading then local _ = v.frame end
  end
  local hit = hitTest({5, 5}) -- hit testing lays out what is pending
  local seconds = os.clock() - start
  local last = stack.arrangedSubviews[n].frame
  stack:removeFromSuperview()
  return seconds, hit, last
end

for _, reading in ipairs{false, true} do
  print(reading and "adding, reading each new view's frame:" or "adding only:")
  print(string.format("%8s %10s %14s  %s", "N", "seconds", "µs per view", "last view's frame"))
  local n = largest // 8
  while n <= largest do
    local seconds, _, last = build(n, reading)
    print(string.format("%8d %10.4f %14.2f  %s", n, seconds, seconds / n * 1e6, tostring(last)))
    n = n * 2
  end
end

-- Benchmark: peak resident memory of an empty script (budget: at most 8 MB) and
-- of 100,000 views in one hierarchy (budget: at most 75 MB).
local function statusMB(field)
  local f = io.open("/proc/self/status")
  if not f then return nil end
  for line in f:lines() do
    local kb = line:match("^" .. field .. ":%s+(%d+) kB")
    if kb then f:close() return tonumber(kb) / 1024 end
  end
  f:close()
end
local function residentMB() return statusMB("VmHWM") end

local before = residentMB()
local window = UIWindow{}
window:makeKeyAndVisible()
local parent
for i = 1, 100000 do
  if i % 100 == 1 then
    parent = UIView{frame = {0, 0, 375, 667}}
    window:addSubview(parent)
  end
  parent:addSubview(UIView{frame = {i % 375, i % 667, 10, 10}})
end
collectgarbage()
collectgarbage()
local after = residentMB()
local count = 1
for _, group in ipairs(window.subviews) do count = count + 1 + #group.subviews end
if before and after then
  print(string.format("%d views: %.1f MB peak resident (%.1f MB before building them)", count - 1, after, before))
  print(string.format("%-62s %8.1f   (budget: at most 8)   %s", "peak resident MB, nothing built yet", before,
    before <= 8 and "PASS" or "FAIL"))
  print(string.format("%-62s %8.1f   (budget: at most 75)  %s", "peak resident MB with 100,000 views", after,
    after <= 75 and "PASS" or "FAIL"))
else
  print("no /proc/self/status here: memory not measured")
end

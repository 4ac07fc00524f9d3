-- Attack: numbers that do not fit where they go (issue 8, S2): a bad argument
-- error each, never a trap.
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local v = UIView{frame = {0, 0, 100, 100}}
window:addSubview(v)
local pan = UIPanGestureRecognizer{}
v:addGestureRecognizer(pan)
local function try(label, f)
  local ok, err = pcall(f)
  print(label, ok, ok and "" or (tostring(err):gsub("^[^:]+:%d+: ", "")))
end
try("tag", function() v.tag = 1e300 end)
try("tag nan", function() v.tag = 0/0 end)
try("tag -inf", function() v.tag = -math.huge end)
try("tag 2^63", function() v.tag = 2^63 end)
try("maximumNumberOfTouches", function() pan.maximumNumberOfTouches = 1e300 end)
try("minimumNumberOfTouches", function() pan.minimumNumberOfTouches = -1e300 end)
try("taps", function() tap(10, 10, {taps = 1e300}) end)
try("fingers", function() tap(10, 10, {fingers = 1e300}) end)
try("steps", function() drag(10, 10, 20, 20, {steps = 1e300}) end)
try("duration", function() drag(10, 10, 20, 20, {duration = 1e300}) end)
try("wait", function() wait(1e300) end)
try("wait nan", function() wait(0/0) end)
try("segmented", function()
  local s = UISegmentedControl{items = {"a", "b", "c"}, frame = {0, 0, 1e-300, 30}}
  window:addSubview(s)
  tap(0, 10)
end)
try("insertSubview", function() window:insertSubview(UIView{}, math.mininteger) end)
try("viewWithTag", function() return window:viewWithTag(1e300) end)
try("subviews index", function() return window.subviews[1e300] end)
-- Tags are NSIntegers: every Lua integer is kept exactly, and reads back the same.
for _, n in ipairs{(1 << 53) + 1, math.maxinteger, math.mininteger, -(1 << 53) - 1, 2.0^62} do
  v.tag = n
  print("tag", n, v.tag == n and math.type(v.tag))
end

-- Attack: call an engine metamethod or method with a foreign self (issue 8, S2).
-- Exit: 0
local v = UIView{name = "v", frame = {0, 0, 10, 10}}
local meta = debug.getmetatable(v)
print(getmetatable(v))
for _, call in ipairs{
  function() return meta.__index(1, "frame") end,
  function() return meta.__index({}, "frame") end,
  function() return meta.__newindex("x", "frame", {0, 0, 1, 1}) end,
  function() return meta.__index(UITapGestureRecognizer{}, "subviews") end,
  function() return v.addSubview(UIButton{}, 5) end,
  function() return UIView.hitTest(io.stdout, {1, 1}) end,
  function() return meta.__tostring(coroutine.running()) end,
  function() return meta.__eq and meta.__eq(1, 2) end,
} do
  print(pcall(call))
end
print(v.name, v.frame)

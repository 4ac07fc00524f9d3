-- coroutine.yield inside an override: a located, clear error (issue 8, S4).
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local v = UIView{frame = {0, 0, 100, 100}}
window:addSubview(v)
function v:pointInside(point, event)
  coroutine.yield("escaped")
  return true
end
local co = coroutine.create(function() return tap(10, 10) end)
print(coroutine.resume(co))
print(coroutine.status(co))
v.pointInside = nil
print(coroutine.resume(coroutine.create(function() tap(10, 10) return "tapped" end)))

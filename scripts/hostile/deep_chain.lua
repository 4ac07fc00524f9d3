-- Attack: a chain of views far deeper than any stack (issue 8, S2).
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local depth = tonumber(arg and arg[1]) or 100000
local parent = window
local deepest
for i = 1, depth do
  local v = UIView{frame = {0, 0, 10, 10}}
  parent:addSubview(v)
  parent = v
  deepest = v
end
deepest.name = "deepest"
print(window:hitTest({5, 5}).name)
local seen = 0
function deepest:touchesBegan(touches, event) seen = seen + 1 end
tap(5, 5)
print("began", seen)
print(#responderChain(deepest))
print(deepest:convertPointToView({1, 2}, window))
print(pcall(function() window:addSubview(window.subviews[1]); deepest:addSubview(window) end))
deepest:removeFromSuperview()
print(window:hitTest({5, 5}) ~= nil)

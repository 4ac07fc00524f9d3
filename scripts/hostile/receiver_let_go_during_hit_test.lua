-- Attack: while hitTest walks from a view, the view's own pointInside override
-- makes its userdata let go of it (calling __gc by hand, or clearing the call's
-- argument and collecting). The walk must not use the view after that: the
-- engine keeps its receiver alive for the whole call.
-- Exit: 0
local function attempt(letGo)
  local v = UIView{name = "v", frame = {0, 0, 100, 100}}
  v:addSubview(UIView{name = "inner", frame = {0, 0, 10, 10}})
  function v:pointInside(p, e)
    letGo(self)
    return true
  end
  return pcall(UIView.hitTest, v, {5, 5})
end

-- __gc by hand: the userdata is empty from then on.
print(attempt(function(self) debug.getmetatable(self).__gc(self) end))

-- The call's own argument cleared (level 2 is hitTest, local 1 its receiver),
-- the override's self dropped, and everything collected.
print(attempt(function(self)
  self = nil
  debug.setlocal(2, 1, nil)
  collectgarbage(); collectgarbage()
end))

-- A transformed view takes the general walk from its first step.
local w = UIView{name = "w", frame = {0, 0, 100, 100}}
w.transform = CGAffineTransform(1, 0, 0, 1, 5, 5)
w:addSubview(UIView{name = "inner", frame = {0, 0, 100, 100}})
function w:pointInside(p, e) debug.getmetatable(self).__gc(self); return true end
print(pcall(UIView.hitTest, w, {50, 50}))
print("still running")

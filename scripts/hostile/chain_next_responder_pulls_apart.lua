-- Attack: nextResponder overrides (the checked walk) that take the chain apart while
-- it is walked, and return responders that nothing else holds.
-- (Written against the change that made the responder walk borrow the
-- responders it steps over and hold only the one that gets the event.)
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local log = {}
local function chain(n)
  local views = {}
  local parent = window
  for i = 1, n do
    local v = UIView{name = "v" .. i, frame = {0, 0, 300 - i, 300 - i}}
    parent:addSubview(v)
    views[i] = v
    parent = v
  end
  return views
end
do
  local vs = chain(6)
  -- v3 answers a made-up responder after taking the views above it away.
  local v3 = vs[3]
  function v3:nextResponder()
    local made = UIResponder{name = "made"}
    function made:touchesBegan() log[#log + 1] = "made began"; collectgarbage(); collectgarbage() end
    function made:touchesEnded() log[#log + 1] = "made ended"; collectgarbage(); collectgarbage() end
    self.superview:removeFromSuperview()
    self:removeFromSuperview()
    window.subviews[1]:removeFromSuperview()
    collectgarbage(); collectgarbage()
    return made
  end
end
collectgarbage(); collectgarbage()
print(tap(10, 10))
print(table.concat(log, ", "))
log = {}
-- A nextResponder that makes a responder whose own nextResponder lets go of it.
do
  local vs = chain(4)
  local v4 = vs[4]
  function v4:nextResponder()
    local r1 = UIResponder{name = "r1"}
    function r1:nextResponder()
      local r2 = UIResponder{name = "r2"}
      function r2:touchesBegan() log[#log + 1] = "r2 began"; r1 = nil; collectgarbage(); collectgarbage() end
      function r2:touchesEnded() log[#log + 1] = "r2 ended" end
      debug.getmetatable(self).__gc(self)
      collectgarbage(); collectgarbage()
      return r2
    end
    return r1
  end
end
collectgarbage(); collectgarbage()
print(pcall(tap, 10, 10))
print(table.concat(log, ", "))
log = {}
-- A view controller's root view whose nextResponder drops its controller.
for _, s in ipairs(window.subviews) do s:removeFromSuperview() end
do
  local vc = UIViewController{name = "vc"}
  window.rootViewController = vc
  local leaf = UIView{name = "leaf", frame = {0, 0, 50, 50}}
  vc.view:addSubview(leaf)
  function vc.view:nextResponder()
    window.rootViewController = nil
    collectgarbage(); collectgarbage()
    return UIView.nextResponder(self)
  end
  function vc:touchesBegan() log[#log + 1] = "vc began" end
  function vc:touchesEnded() log[#log + 1] = "vc ended" end
end
collectgarbage(); collectgarbage()
print(pcall(tap, 10, 10))
print(table.concat(log, ", "))

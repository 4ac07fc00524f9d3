-- Attack: Hit testing through overrides that take the hierarchy apart and let go of
-- the views being walked, in tap(), hitTest(loc), explain and UIView.hitTest.
-- (Written against the change that made the responder walk borrow the
-- responders it steps over and hold only the one that gets the event.)
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local function build()
  local a = UIView{name = "a", frame = {0, 0, 300, 300}}
  local b = UIView{name = "b", frame = {0, 0, 200, 200}}
  local c = UIView{name = "c", frame = {0, 0, 100, 100}}
  local d = UIView{name = "d", frame = {0, 0, 50, 50}}
  a:addSubview(b); b:addSubview(c); c:addSubview(d)
  window:addSubview(a)
  return a, b, c, d
end
local function clear()
  for _, s in ipairs(window.subviews) do s:removeFromSuperview() end
  collectgarbage(); collectgarbage()
end
local results = {}
local function note(...) local t = table.pack(...) for i = 1, t.n do t[i] = tostring(t[i]) end results[#results + 1] = table.concat(t, " ") end
-- pointInside of c empties the window and collects: c and d live only on the walk.
for _, how in ipairs{"tap", "hitTest", "explain", "method"} do
  do
    local a, b, c, d = build()
    function c:pointInside(p, e)
      clear()
      return true
    end
    function d:touchesBegan() note("d began") end
  end
  collectgarbage(); collectgarbage()
  if how == "tap" then note(how, pcall(tap, 10, 10))
  elseif how == "hitTest" then note(how, pcall(hitTest, 10, 10))
  elseif how == "explain" then note(how, pcall(function() return explain(10, 10) ~= nil end))
  else note(how, pcall(UIView.hitTest, window, {10, 10})) end
  collectgarbage(); collectgarbage()
  clear()
end
-- hitTest of b returns a fresh view held by nothing, after letting go of itself.
for _, how in ipairs{"tap", "hitTest", "explain"} do
  do
    local a, b, c, d = build()
    function b:hitTest(p, e)
      local fresh = UIView{name = "fresh", frame = {0, 0, 10, 10}}
      function fresh:touchesBegan() note("fresh began") collectgarbage() collectgarbage() end
      function fresh:touchesEnded() note("fresh ended") end
      self:removeFromSuperview()
      debug.getmetatable(self).__gc(self)
      collectgarbage(); collectgarbage()
      return fresh
    end
  end
  collectgarbage(); collectgarbage()
  if how == "tap" then note(how, pcall(tap, 10, 10))
  elseif how == "hitTest" then note(how, pcall(hitTest, 10, 10))
  else note(how, pcall(function() return explain(10, 10) ~= nil end)) end
  collectgarbage(); collectgarbage()
  clear()
end
-- hitTest returns a view that its own pointInside then drops; transformed views on the way.
do
  local a, b, c, d = build()
  b.transform = CGAffineTransform(1, 0, 0, 1, 1, 1)
  function d:pointInside(p, e)
    self.superview.superview:removeFromSuperview()
    debug.getmetatable(self).__gc(self)
    collectgarbage(); collectgarbage()
    return true
  end
end
collectgarbage(); collectgarbage()
note("transformed", pcall(tap, 10, 10))
note("transformed", pcall(hitTest, 10, 10))
clear()
-- Two windows: the front one's pointInside hides it and lets it go (windows are kept).
do
  local w2 = UIWindow{name = "w2"}
  w2:makeKeyAndVisible()
  w2:addSubview(UIView{name = "in w2", frame = {0, 0, 100, 100}})
  function w2:pointInside(p, e)
    self.hidden = true
    for _, s in ipairs(self.subviews) do s:removeFromSuperview() end
    collectgarbage(); collectgarbage()
    return true
  end
end
collectgarbage(); collectgarbage()
note("w2", pcall(tap, 10, 10))
note("w2", pcall(tap, 10, 10))
print(table.concat(results, "\n"))

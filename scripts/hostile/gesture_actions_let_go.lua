-- Attack: Recognizers whose actions, delegates and overrides take their views away,
-- move themselves, and let go of the views and themselves.
-- (Written against the change that made the responder walk borrow the
-- responders it steps over and hold only the one that gets the event.)
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local log = {}
local function note(s) log[#log + 1] = s end
local function clear()
  for _, s in ipairs(window.subviews) do s:removeFromSuperview() end
  collectgarbage(); collectgarbage()
end
-- 1. A tap's action removes its view and the recognizer, and collects.
do
  local v = UIView{name = "v1", frame = {0, 0, 100, 100}}
  window:addSubview(v)
  v:addGestureRecognizer(UITapGestureRecognizer{name = "tap1", action = function(g)
    note("tap1 " .. g.state)
    local view = g.view
    view:removeGestureRecognizer(g)
    view:removeFromSuperview()
    view = nil
    collectgarbage(); collectgarbage()
    note("after: " .. tostring(g.view))
  end})
  function v:touchesEnded() note("v1 ended") end
  function v:touchesCancelled() note("v1 cancelled") end
end
collectgarbage(); collectgarbage()
print(pcall(tap, 50, 50))
clear()
-- 2. A pan whose action moves it to another view, then drops that view.
do
  local v = UIView{name = "v2", frame = {0, 0, 100, 100}}
  local other = UIView{name = "other2", frame = {100, 100, 100, 100}}
  window:addSubview(v); window:addSubview(other)
  local n = 0
  v:addGestureRecognizer(UIPanGestureRecognizer{name = "pan2", action = function(g)
    n = n + 1
    note("pan2 " .. g.state .. " " .. tostring(g.view))
    if n == 1 then other:addGestureRecognizer(g) elseif n == 2 then other:removeFromSuperview(); other = nil end
    if v then v:removeFromSuperview(); v = nil end
    collectgarbage(); collectgarbage()
    g:locationInView(nil)
  end})
end
collectgarbage(); collectgarbage()
print(pcall(drag, 50, 50, 90, 90, {steps = 10}))
clear()
-- 3. A custom recognizer's touchesBegan removes itself from its view and lets go of the view.
do
  local Check = UIGestureRecognizer:subclass("Check")
  function Check:touchesBegan(t, e)
    note("check began")
    local view = self.view
    view:removeGestureRecognizer(self)
    view:removeFromSuperview()
    debug.getmetatable(view).__gc(view)
    view = nil
    collectgarbage(); collectgarbage()
    note(tostring(pcall(function() self.state = "began" end)))
  end
  function Check:touchesEnded(t, e) note("check ended"); self.state = "ended" end
  function Check:reset() note("check reset"); collectgarbage() end
  local v = UIView{name = "v3", frame = {0, 0, 100, 100}}
  window:addSubview(v)
  v:addGestureRecognizer(Check{name = "check", action = function(g) note("check action") end})
  function v:touchesBegan() note("v3 began") end
  function v:touchesEnded() note("v3 ended") end
end
collectgarbage(); collectgarbage()
print(pcall(tap, 50, 50))
clear()
-- 4. Delegates that take the view away while asked.
do
  local v = UIView{name = "v4", frame = {0, 0, 100, 100}}
  window:addSubview(v)
  local g = UITapGestureRecognizer{name = "tap4", action = function(g) note("tap4 action") end}
  g.delegate = {
    shouldReceiveTouch = function(self, g, touch)
      note("shouldReceiveTouch")
      local view = g.view
      view:removeFromSuperview()
      view:removeGestureRecognizer(g)
      view = nil
      collectgarbage(); collectgarbage()
      return true
    end,
    shouldBegin = function(self, g) note("shouldBegin"); return true end,
  }
  v:addGestureRecognizer(g)
  function v:touchesBegan() note("v4 began") end
end
collectgarbage(); collectgarbage()
print(pcall(tap, 50, 50))
clear()
-- 5. shouldBegin / shouldRecognizeSimultaneouslyWith remove the other recognizer's view.
do
  local outer = UIView{name = "outer", frame = {0, 0, 200, 200}}
  local inner = UIView{name = "inner", frame = {0, 0, 100, 100}}
  outer:addSubview(inner); window:addSubview(outer)
  local g1 = UIPanGestureRecognizer{name = "p1", action = function(g) note("p1 " .. g.state) end}
  local g2 = UIPanGestureRecognizer{name = "p2", action = function(g) note("p2 " .. g.state) end}
  g1.delegate = {
    shouldRecognizeSimultaneouslyWith = function(self, g, other)
      note("simul " .. g.name .. " " .. other.name)
      if other.view then other.view:removeFromSuperview() end
      if outer then outer:removeFromSuperview() end
      outer = nil; inner = nil
      collectgarbage(); collectgarbage()
      return true
    end,
    shouldBegin = function(self, g)
      note("shouldBegin p1")
      collectgarbage(); collectgarbage()
      return true
    end,
  }
  inner:addGestureRecognizer(g1)
  outer:addGestureRecognizer(g2)
end
collectgarbage(); collectgarbage()
print(pcall(drag, 50, 50, 90, 90, {steps = 10}))
clear()
-- 6. Long press: the view goes while the timer is pending.
do
  local v = UIView{name = "v6", frame = {0, 0, 100, 100}}
  window:addSubview(v)
  v:addGestureRecognizer(UILongPressGestureRecognizer{name = "lp", action = function(g)
    note("lp " .. g.state)
    if g.view then g.view:removeFromSuperview() end
    v = nil
    collectgarbage(); collectgarbage()
  end})
  local g2 = UITapGestureRecognizer{name = "t6", numberOfTapsRequired = 2, action = function(g) note("t6") end}
  v:addGestureRecognizer(g2)
end
collectgarbage(); collectgarbage()
local f = touchDown(50, 50)
collectgarbage(); collectgarbage()
f:hold(1)
collectgarbage(); collectgarbage()
f:up()
clear()
print(table.concat(log, "\n"))

-- Attack: A view controller that receives forwarded touches lets go of everything:
-- it replaces the window's root, swaps its own view, and collects.
-- (Written against the change that made the responder walk borrow the
-- responders it steps over and hold only the one that gets the event.)
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local log = {}
local function build()
  local vc = UIViewController{name = "vc"}
  local root = UIView{name = "root", frame = {0, 0, 375, 667}}
  vc.view = root
  local mid = UIView{name = "mid", frame = {0, 0, 300, 300}}
  local leaf = UIView{name = "leaf", frame = {0, 0, 100, 100}}
  mid:addSubview(leaf)
  root:addSubview(mid)
  window.rootViewController = vc
  function vc:touchesBegan(t, e)
    log[#log + 1] = "vc began"
    window.rootViewController = UIViewController{name = "other"}
    self.view = UIView{name = "replacement"}
    self = nil
    debug.setlocal(1, 1, nil)
    collectgarbage(); collectgarbage()
  end
  function vc:touchesEnded(t, e)
    log[#log + 1] = "vc ended"
  end
  function vc:touchesMoved(t, e)
    log[#log + 1] = "vc moved"
    window.rootViewController = nil
    collectgarbage(); collectgarbage()
  end
end
build()
collectgarbage(); collectgarbage()
local f = touchDown(50, 50)
collectgarbage(); collectgarbage()
f:moveTo(60, 60)
collectgarbage(); collectgarbage()
f:moveTo(70, 70)
f:up()
collectgarbage(); collectgarbage()
print(table.concat(log, ", "))
print(tap(50, 50))
-- Again, the window itself receives the touches and empties itself.
local w2 = UIWindow{name = "w2"}
w2:makeKeyAndVisible()
do
  local a = UIView{name = "a", frame = {0, 0, 200, 200}}
  local b = UIView{name = "b", frame = {0, 0, 100, 100}}
  a:addSubview(b)
  w2:addSubview(a)
end
function w2:touchesBegan(t, e)
  log[#log + 1] = "w2 began"
  for _, s in ipairs(self.subviews) do s:removeFromSuperview() end
  collectgarbage(); collectgarbage()
end
function w2:touchesEnded(t, e)
  log[#log + 1] = "w2 ended " .. tostring(t:anyObject().view)
  collectgarbage(); collectgarbage()
end
print(tap(50, 50))
print(table.concat(log, ", "))

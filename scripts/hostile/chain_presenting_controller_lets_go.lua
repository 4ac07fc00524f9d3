-- Attack: Touches on a presented controller's view go up to the presenting controller,
-- which dismisses, is replaced as the window's root, and is collected.
-- (Written against the change that made the responder walk borrow the
-- responders it steps over and hold only the one that gets the event.)
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local log = {}
local presented
do
  local root = UIViewController{name = "root"}
  window.rootViewController = root
  presented = UIViewController{name = "presented"}
  root:present(presented)
  local inner = UIView{name = "inner", frame = {0, 0, 100, 100}}
  presented.view:addSubview(inner)
  function root:touchesBegan(t, e)
    log[#log + 1] = "root began"
    self:dismiss()
    window.rootViewController = nil
    debug.getmetatable(self).__gc(self)
    collectgarbage(); collectgarbage()
  end
  function root:touchesEnded(t, e) log[#log + 1] = "root ended" end
  function presented:touchesEnded(t, e) log[#log + 1] = "presented ended" end
end
collectgarbage(); collectgarbage()
print(tap(50, 50))
presented = nil
collectgarbage(); collectgarbage()
print(table.concat(log, ", "))
-- A presented controller that receives touches presents another and dismisses itself.
do
  local root = UIViewController{name = "root2"}
  window.rootViewController = root
  local p = UIViewController{name = "p2"}
  root:present(p)
  local sub = UIView{name = "sub", frame = {0, 0, 100, 100}}
  p.view:addSubview(sub)
  function p:touchesBegan(t, e)
    log[#log + 1] = "p2 began"
    local q = UIViewController{name = "q"}
    self:present(q)
    self:dismiss()
    root:dismiss()
    self = nil
    debug.setlocal(1, 1, nil)
    collectgarbage(); collectgarbage()
  end
  function p:touchesEnded(t, e) log[#log + 1] = "p2 ended" end
  function root:touchesEnded(t, e) log[#log + 1] = "root2 ended" end
end
collectgarbage(); collectgarbage()
print(tap(50, 50))
collectgarbage(); collectgarbage()
print(tap(50, 50))
print(table.concat(log, ", "))
print(window.rootViewController, window.rootViewController.presentedViewController)

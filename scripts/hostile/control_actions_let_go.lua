-- Attack: Controls whose target actions and tracking overrides take them away.
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
-- 1. A button's touchUpInside action removes it, its container, and lets go.
do
  local box = UIView{name = "box", frame = {0, 0, 200, 200}}
  local b = UIButton{name = "b1", frame = {0, 0, 100, 100}}
  box:addSubview(b); window:addSubview(box)
  local target = {}
  function target:fire(sender, event)
    note("fire " .. tostring(sender))
    sender.superview:removeFromSuperview()
    sender:removeFromSuperview()
    debug.getmetatable(sender).__gc(sender)
    collectgarbage(); collectgarbage()
  end
  b:addTarget(target, "fire", "touchUpInside")
  b:addTarget(nil, "chainAction", {"touchDown", "touchUpInside"})
  function box:chainAction(sender) note("box chainAction"); self:removeFromSuperview(); collectgarbage() end
  function window:chainAction(sender) note("window chainAction") end
end
collectgarbage(); collectgarbage()
print(pcall(tap, 50, 50))
clear()
-- 2. beginTracking / continueTracking / endTracking overrides that drop the control.
do
  local C = UIControl:subclass("C")
  function C:beginTracking(t, e)
    note("begin")
    window.rootViewController = nil
    return true
  end
  function C:continueTracking(t, e)
    note("continue")
    self:removeFromSuperview()
    self = nil
    debug.setlocal(1, 1, nil)
    collectgarbage(); collectgarbage()
    return true
  end
  function C:endTracking(t, e) note("end"); collectgarbage(); collectgarbage() end
  function C:cancelTracking(e) note("cancel"); collectgarbage(); collectgarbage() end
  local c = C{name = "c2", frame = {0, 0, 100, 100}}
  c:addTarget(nil, "valueChanged", "allEvents")
  window:addSubview(c)
end
collectgarbage(); collectgarbage()
print(pcall(drag, 50, 50, 60, 60, {steps = 4}))
clear()
-- 3. The application's sendAction override removes the sender and the target.
do
  local s = UISwitch{name = "sw", frame = {0, 0, 100, 100}}
  local holder = UIView{name = "holder", frame = {0, 0, 300, 300}}
  holder:addSubview(s); window:addSubview(holder)
  function holder:toggled(sender) note("holder toggled " .. tostring(sender)) end
  s:addTarget(nil, "toggled", "valueChanged")
  function app:sendAction(action, target, sender, event)
    note("app sendAction " .. action)
    holder:removeFromSuperview()
    s:removeFromSuperview()
    holder = nil; s = nil
    collectgarbage(); collectgarbage()
    return UIApplication.sendAction(self, action, target, sender, event)
  end
end
collectgarbage(); collectgarbage()
print(pcall(tap, 50, 50))
app.sendAction = nil
clear()
-- 4. A control's own sendAction override that lets go of the control mid-dispatch.
do
  local B = UIButton:subclass("B")
  function B:sendAction(action, target, event)
    note("B sendAction " .. tostring(action))
    self.superview:removeFromSuperview()
    debug.getmetatable(self).__gc(self)
    collectgarbage(); collectgarbage()
  end
  local container = UIViewController{name = "cvc"}
  window.rootViewController = container
  local b = B{name = "b4", frame = {0, 0, 100, 100}}
  b:addTarget(container, "go", "touchUpInside")
  function container:go() note("go") end
  container.view:addSubview(b)
end
collectgarbage(); collectgarbage()
print(pcall(tap, 50, 50))
print(table.concat(log, "\n"))

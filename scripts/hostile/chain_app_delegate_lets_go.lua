-- Attack: The app delegate gets forwarded touches and presses, and lets go of itself
-- (app.delegate = nil, its userdata's __gc called by hand, collected).
-- (Written against the change that made the responder walk borrow the
-- responders it steps over and hold only the one that gets the event.)
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
window:addSubview(UIView{name = "v", frame = {0, 0, 100, 100}})
local log = {}
local AppDelegate = UIResponder:subclass("AppDelegate")
function AppDelegate:touchesBegan(t, e)
  log[#log + 1] = "delegate began"
  app.delegate = nil
  debug.getmetatable(self).__gc(self)
  collectgarbage(); collectgarbage()
end
function AppDelegate:touchesEnded(t, e)
  log[#log + 1] = "delegate ended"
end
function AppDelegate:pressesBegan(p, e)
  log[#log + 1] = "delegate press"
  app.delegate = nil
  self = nil
  collectgarbage(); collectgarbage()
end
function AppDelegate:motionBegan(m, e)
  log[#log + 1] = "delegate motion"
  app.delegate = AppDelegate{}
  collectgarbage(); collectgarbage()
end
app.delegate = AppDelegate{}
collectgarbage(); collectgarbage()
print(tap(50, 50))
app.delegate = AppDelegate{}
collectgarbage(); collectgarbage()
press("select")
app.delegate = AppDelegate{}
collectgarbage(); collectgarbage()
shake()
shake()
remoteControl("play")
print(table.concat(log, ", "))
-- The application itself overrides touchesBegan and swaps the delegate and windows.
function app:touchesBegan(t, e)
  log[#log + 1] = "app began"
  app.delegate = nil
  for _, w in ipairs(app.windows) do for _, s in ipairs(w.subviews) do s:removeFromSuperview() end end
  collectgarbage(); collectgarbage()
end
print(tap(50, 50))
print(table.concat(log, ", "))

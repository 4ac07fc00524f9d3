-- An application's sendEvent override that calls super twice hands each event
-- to the window twice. A view whose touchesEnded a recognizer holds back
-- (delaysTouchesEnded) still gets it exactly once when the recognizer fails,
-- never twice. Found by the fuzz harness's invariant checks (issue 8).
-- Args: --check-invariants
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local v = UIView{name = "v", frame = {0, 0, 200, 200}}
window:addSubview(v)
local log = {}
for _, phase in ipairs({"Began", "Moved", "Ended", "Cancelled"}) do
  v["touches" .. phase] = function(self, touches, event) log[#log + 1] = phase end
end
-- A custom recognizer that stays possible until the touch ends, then fails:
-- the view's touchesEnded waits for it (delaysTouchesEnded is true by default).
local Late = UIGestureRecognizer:subclass("Late")
function Late:touchesEnded(touches, event) self.state = "failed" end
v:addGestureRecognizer(Late{name = "late"})
function app:sendEvent(event)
  UIApplication.sendEvent(self, event)
  UIApplication.sendEvent(self, event)
end
tap(50, 50)
print(table.concat(log, " "))

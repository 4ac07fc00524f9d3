-- Seed: none (SPEC 12.5)
-- "I replaced the back button with my own (a leftBarButtonItem), and now the
-- swipe from the left edge no longer goes back." The navigation controller's
-- pop gesture has a delegate of its own, a _UINavigationInteractiveTransition,
-- and it refuses to begin while the top controller's navigationItem has left
-- items in place of the back button (or hides it, or the bar is hidden). Two
-- usual fixes: keep the back button and put the item beside it
-- (leftItemsSupplementBackButton), or give the gesture a delegate of your own,
-- which replaces the whole policy, the root guard too: then refuse at the root
-- yourself.
local window = UIWindow{} window:makeKeyAndVisible()
local inbox = UIViewController{name = "inbox"}
local nav = UINavigationController{rootViewController = inbox}
window.rootViewController = nav

local Message = UIViewController:subclass("MessageController")
function Message:close(sender)
  print("  " .. self.name .. ":close from " .. tostring(sender))
  nav:popViewController()
end
local message = Message{name = "message"}
message.navigationItem.title = "Message"
message.navigationItem.leftBarButtonItem = UIBarButtonItem{title = "Close", target = message, action = "close"}
nav:pushViewController(message)
local pop = nav.interactivePopGestureRecognizer

local function swipeBack(label)
  print(label)
  sim.clearRecords()
  sim.record(true)
  edgePan("left", {distance = 250})
  sim.record(false)
  for _, r in ipairs(sim.records()) do
    if r.recognizer == pop and r.event == "possible → failed" then print("  the edge pan failed: " .. r.reason) end
  end
  print("  top controller: " .. tostring(nav.topViewController))
  if nav.topViewController ~= message then nav:pushViewController(message) end
end

local close = message.navigationItem.leftBarButtonItem
print("the bar: " .. table.concat((function()
  local out = {}
  for _, v in ipairs(nav.navigationBar.subviews) do out[#out + 1] = tostring(v) end
  return out
end)(), ", "))
print("the pop gesture's delegate: " .. tostring(pop.delegate))
swipeBack("swipe from the left edge, as built:")
explain(5, 300)
print("the Close button still works:")
tap(assert(close.view))
nav:pushViewController(message)

print("fix 1: message.navigationItem.leftItemsSupplementBackButton = true")
message.navigationItem.leftItemsSupplementBackButton = true
print("  back " .. tostring(nav.navigationBar.backButton) .. ", close " .. tostring(close.view))
swipeBack("swipe from the left edge:")
message.navigationItem.leftItemsSupplementBackButton = false

print("fix 2: a delegate of our own, which must refuse at the root itself")
pop.delegate = {shouldBegin = function(self, g) return #nav.viewControllers > 1 end}
swipeBack("swipe from the left edge:")
nav:popViewController()
swipeBack("at the root:")

-- Attack: bar items used as no bar expects (SPEC 12.5): an action that empties
-- its own toolbar while its control tracks the touch, a customView that holds
-- the bar (at construction, by items, later by customView), one item in two
-- bars, one view as two items' customView, huge widths, a hundred controllers
-- with items pushed and popped. Each is refused with the function and the
-- value named, or handled; nothing is left half-done and nothing crashes.
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local function try(f) local ok, err = pcall(f) print(ok, ok and "" or (tostring(err):gsub("^[^:]+:%d+: ", ""))) end
local tb = UIToolbar{name = "tb", frame = {0, 600, 375, 44}}
w:addSubview(tb)
local bye
bye = UIBarButtonItem{title = "Bye", action = function(sender)
  tb.items = {}
  print("the action emptied its toolbar; its view is now", sender.view)
end}
tb.items = {bye}
print("tapped", tap(bye.view))
print("items", #tb.items, "subviews", #tb.subviews)

try(function() tb.items = {UIBarButtonItem{customView = tb}} end)
try(function() UIBarButtonItem{customView = w} end)
local x = UIBarButtonItem{title = "x"}
tb.items = {x}
local holder = UIView{name = "holder", frame = {0, 0, 10, 10}}
w:addSubview(holder)
holder:addSubview(tb)
try(function() x.customView = holder end)
try(function() tb.items = {x, UIBarButtonItem{customView = holder}} end)
print("unchanged:", #tb.items, x.customView, x.view, holder.superview)
try(function() x.view.superview:addSubview(holder) end)

-- One item in a navigation bar and a toolbar: the bar that lays out last shows it.
local vc = UIViewController{name = "vc"}
local nav = UINavigationController{rootViewController = vc}
w.rootViewController = nav
local shared = UIBarButtonItem{title = "S"}
vc.navigationItem.rightBarButtonItem = shared
local tb2 = UIToolbar{name = "tb2"}
w:addSubview(tb2)
tb2.items = {shared}
print("shared:", shared.view.superview)
vc.navigationItem.title = "changed"
print("shared:", shared.view.superview)
tb2.items = {}
print("shared:", shared.view.superview)
vc.navigationItem.rightBarButtonItem = nil
print("shared:", shared.view)

-- One view as the customView of two items: placed once, where the last one is.
local v = UIView{name = "v", frame = {0, 0, 20, 20}}
tb2.items = {UIBarButtonItem{customView = v}, UIBarButtonItem{customView = v}}
print("v:", v.frame, #tb2.subviews)

-- Huge widths stay finite.
tb2.items = {UIBarButtonItem{title = "big", width = 1e9}, UIBarButtonItem{systemItem = "flexibleSpace"}}
print("big:", tb2.items[1].view.frame)
try(function() tb2.items[1].width = 1e10 end)
try(function() tb2.items[1].width = math.huge end)
try(function() UIBarButtonItem.defaults.itemWidth = -1 end)
try(function() UIBarButtonItem.defaults.nope = 1 end)

-- A hundred controllers with items, pushed then popped at once.
for i = 1, 100 do
  local c = UIViewController{}
  c.navigationItem.leftBarButtonItems = {UIBarButtonItem{title = "l" .. i}, UIBarButtonItem{systemItem = "fixedSpace", width = 5}}
  c.navigationItem.rightBarButtonItem = UIBarButtonItem{customView = UIView{frame = {0, 0, 10, 10}}}
  nav:pushViewController(c)
end
print("bar:", #nav.navigationBar.subviews)
nav:popToRootViewController()
collectgarbage() collectgarbage()
print("bar after popToRoot:", #nav.navigationBar.subviews)

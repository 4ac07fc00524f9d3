-- Bar items that leave their bars, and bars that go while they show items
-- (spaces included): no item keeps pointing at a bar. Under the leak checker
-- an item taken off a navigation bar left the bar's weak-reference side table
-- behind; now items point back without weak references, and a bar going away
-- lets go of every item it laid out.
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local nav = UINavigationController{rootViewController = UIViewController{}}
w.rootViewController = nav
local vc2 = UIViewController{} nav:pushViewController(vc2)
local pop = UIBarButtonItem{title = "pop"}
vc2.navigationItem.rightBarButtonItem = pop
assertEqual(pop.view ~= nil, true)
vc2.navigationItem.rightBarButtonItem = nil
assertEqual(pop.view, nil, "off the bar: no view")
vc2.navigationItem.rightBarButtonItem = pop
nav:popViewController()
assertEqual(pop.view, nil, "its controller popped: no view")
-- A toolbar with spaces goes away; its items live on and change.
local fixed = UIBarButtonItem{systemItem = "fixedSpace", width = 20}
local flex = UIBarButtonItem{systemItem = "flexibleSpace"}
local done = UIBarButtonItem{title = "Done"}
do
  local bar = UIToolbar{frame = {0, 600, 375, 44}, items = {fixed, flex, done}}
  w:addSubview(bar)
  bar:removeFromSuperview()
end
collectgarbage() collectgarbage()
fixed.width = 30
done.title = "OK"
local again = UIToolbar{frame = {0, 600, 375, 44}, items = {done, fixed}}
w:addSubview(again)
assertEqual(done.view.frame, CGRect(8, 0, 60, 44))
print("ok")

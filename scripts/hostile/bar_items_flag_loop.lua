-- Attack: a navigation item with 2000 right items whose hidesBackButton is
-- flipped in a loop: each flip lays the bar out again (2000 items placed), a
-- few instructions each, and the layouts were never charged. They are now
-- charged as they are done, so the instruction limit ends the loop.
-- Args: --max-instructions 1000000
-- Exit: 1
-- Stderr: instruction limit exceeded
local w = UIWindow{} w:makeKeyAndVisible()
local vc = UIViewController{}
local nav = UINavigationController{rootViewController = UIViewController{}}
w.rootViewController = nav
nav:pushViewController(vc)
local items = {}
for i = 1, 2000 do items[i] = UIBarButtonItem{customView = UIView{frame = {0,0,1,1}}} end
vc.navigationItem.rightBarButtonItems = items
print("built")
for r = 1, 1000000 do vc.navigationItem.hidesBackButton = (r % 2 == 0) end
print("not reached")

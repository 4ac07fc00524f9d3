-- Attack: engine work that grew with the square of what a script made (issue
-- 31, S2.8): 200,000 tab bar controllers set at once (each checked against
-- the ones before it: 26 s for 20,000 in a debug build), the same in a
-- navigation stack, and 100,000 rows selected one by one in a table that
-- allows multiple selection (each looked for among the selected). Each is now
-- linear (a set), and what remains is charged to --max-instructions.
-- Args: --max-instructions 50000000
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local controllers = {}
for i = 1, 200000 do controllers[i] = UIViewController{} end
local tabs = UITabBarController{}
w.rootViewController = tabs
tabs.viewControllers = controllers
print("tabs:", #tabs.viewControllers)
tabs.viewControllers = {controllers[1]}
print("one tab:", #tabs.viewControllers)
local nav = UINavigationController{}
nav.viewControllers = {table.unpack(controllers, 2, 100001)}
print("navigation:", #nav.viewControllers)
local tv = UITableView{frame = {0, 0, 375, 600}, dataSource = {
  numberOfRowsInSection = function() return 100000 end,
  cellForRowAt = function(self, t) return t:dequeueReusableCell("c") or UITableViewCell{reuseIdentifier = "c"} end}}
tv.allowsMultipleSelection = true
w:addSubview(tv)
for i = 0, 99999 do tv:selectRowAt(IndexPath(0, i), false, "none") end
print("selected:", #tv.indexPathsForSelectedRows, tv.indexPathsForSelectedRows[1], tv.indexPathsForSelectedRows[100000])

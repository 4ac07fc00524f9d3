-- Attack: container controllers nested far deeper than any app (issue 31,
-- S1.3): 16,000 tab bar controllers, each the only tab of the one above.
-- Loading the outermost's view loads each selected tab's view inside its own,
-- in Swift with no Lua frame between, which ran out of stack (SIGSEGV). The
-- nesting is bounded: an error naming the controller, and the engine goes on.
-- (Navigation controllers load the view of a controller as it is pushed, so
-- 16,000 of them nested load one at a time.)
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local function nest(make, link)
  local root = make()
  local current = root
  for i = 1, 16000 do
    local inner = make()
    link(current, inner)
    current = inner
  end
  return root
end
local tabs = nest(function() return UITabBarController{} end, function(outer, inner) outer.viewControllers = {inner} end)
local ok, err = pcall(function() w.rootViewController = tabs end)
print(ok, (tostring(err):gsub("^[^:]+:%d+: ", "")))
local nav = UIViewController{name = "deepest"}
for i = 1, 16000 do nav = UINavigationController{rootViewController = nav} end
w.rootViewController = nav
print("16,000 navigation controllers:", w.rootViewController == nav)
-- Two hundred deep is allowed.
local shallow = UITabBarController{}
local current = shallow
for i = 1, 198 do local inner = UITabBarController{} current.viewControllers = {inner} current = inner end
w.rootViewController = shallow
print("200 deep:", w.rootViewController == shallow, tap(100, 100) ~= nil)

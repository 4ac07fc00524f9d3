-- SPEC 11.7 and 11.11 "Tab bar": UITabBarController.
local w = UIWindow{} w:makeKeyAndVisible()
local log = {}
local function logged() local out = log; log = {}; return out end
local feed = UIViewController{name = "feed"}
local search = UIViewController{name = "search"}
local profile = UIViewController{name = "profile"}
local tabs = UITabBarController{viewControllers = {feed, search, profile}}
w.rootViewController = tabs
assertEqual(tabs.selectedIndex, 0, "selectedIndex starts at 0")
assertEqual(tabs.selectedViewController, feed)
assertEqual(feed.tabBarController, tabs)
assertEqual(UIViewController{}.tabBarController, nil)

-- The view: a container, the transition view with the selected view (full bounds, under
-- the bar), and the tab bar in front at the bottom, one button per controller in equal parts.
local container = tabs.view
assertEqual(container.className, "UILayoutContainerView")
local transition = container.subviews[1]
assertEqual(transition.className, "UITransitionView")
assertEqual(transition.subviews, {feed.view})
assertEqual(feed.view.frame, CGRect(0, 0, 375, 667))
assertEqual(container.subviews[2], tabs.tabBar)
assertEqual(tabs.tabBar.frame, CGRect(0, 618, 375, 49))
local buttons = tabs.tabBar.buttons
assertEqual(#buttons, 3)
assertEqual(buttons[2].frame, CGRect(125, 0, 125, 49))
assertEqual(buttons[2].className, "UITabBarButton")
assertEqual(buttons[2]:isKindOfClass(UIControl), true)
assertEqual(responderChain(feed.view), {feed.view, feed, transition, container, tabs, w, app})

-- A tab button's touchUpInside selects its controller if shouldSelect allows, then didSelect.
tabs.delegate = {
  shouldSelect = function(self, t, vc) log[#log + 1] = "shouldSelect " .. vc.name return vc ~= profile end,
  didSelect = function(self, t, vc) log[#log + 1] = "didSelect " .. vc.name end,
}
assertEqual(tap(187, 640), buttons[2])
assertEqual(logged(), {"shouldSelect search", "didSelect search"})
assertEqual(tabs.selectedIndex, 1)
assertEqual(transition.subviews, {search.view}, "only the selected view is in the hierarchy")
tap(300, 640)
assertEqual(logged(), {"shouldSelect profile"}, "refused: no didSelect")
assertEqual(tabs.selectedViewController, search)
-- A delegate without shouldSelect allows it.
tabs.delegate = {didSelect = function(self, t, vc) log[#log + 1] = "didSelect " .. vc.name end}
tap(300, 640)
assertEqual(logged(), {"didSelect profile"})

-- Setting selectedIndex or selectedViewController from a script calls no delegate.
tabs.selectedIndex = 0
tabs.selectedViewController = search
assertEqual(logged(), {})
assertEqual(tabs.selectedIndex, 1)

-- A drag off the button does not select (touchUpOutside).
local f = touchDown(60, 640) f:moveTo(60, 400) f:up()
assertEqual(tabs.selectedIndex, 1)

-- New controllers: the selection stays when it can; the buttons are laid out again.
local more = UIViewController{name = "more"}
tabs.viewControllers = {feed, search, profile, more}
assertEqual(tabs.selectedIndex, 1)
assertEqual(#tabs.tabBar.buttons, 4)
assertEqual(tabs.tabBar.buttons[4].frame, CGRect(281.25, 0, 93.75, 49))
tabs:setViewControllers({more})
assertEqual(tabs.selectedIndex, 0, "the selection went away: the first")
assertEqual(search.tabBarController, nil)

-- Bad input: clear errors, nothing half-done.
assertError(function() tabs.selectedIndex = 5 end, "selectedIndex 5 is out of range (UITabBarController#1 has 1 controller)")
assertError(function() tabs.selectedIndex = "x" end, "integer")
assertError(function() tabs.selectedViewController = feed end, "one of its viewControllers")
assertError(function() tabs.viewControllers = {feed, feed} end, "twice")
assertError(function() tabs.viewControllers = {tabs} end, "cannot contain itself")
local nav = UINavigationController{rootViewController = UIViewController{name = "inNav"}}
assertError(function() tabs.viewControllers = {nav.topViewController} end, "already a child of")
assertEqual(tabs.viewControllers, {more})
local empty = UITabBarController{}
assertEqual(empty.selectedViewController, nil)
assertEqual(#empty.view.subviews, 2)
assertError(function() empty.selectedIndex = 0 end, "has 0 controllers")
-- A navigation controller inside a tab.
tabs.viewControllers = {nav, feed}
assertEqual(nav.topViewController.navigationController, nav)
assertEqual(nav.topViewController.tabBarController, tabs)
print("tab bars: ok")

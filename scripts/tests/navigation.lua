-- SPEC 11.6 and 11.11 "Navigation": UINavigationController.
local w = UIWindow{} w:makeKeyAndVisible()
local log = {}
local function logged() local out = log; log = {}; return out end
local home = UIViewController{name = "home"}
local nav = UINavigationController{rootViewController = home}
nav.delegate = {
  willShow = function(self, n, vc) log[#log + 1] = "willShow " .. vc.name end,
  didShow = function(self, n, vc) log[#log + 1] = "didShow " .. vc.name end,
}
w.rootViewController = nav
assertEqual(logged(), {}, "no willShow/didShow for the controller given at construction")
assertEqual(nav.viewControllers, {home})
assertEqual(nav.topViewController, home)
assertEqual(home.navigationController, nav)
assertEqual(home.parent, nav)
assertEqual(UIViewController{}.navigationController, nil)
assertEqual(home.tabBarController, nil)

-- The view hierarchy, with UIKit's class names and the bar's geometry.
local container = nav.view
assertEqual(container.className, "UILayoutContainerView")
assertEqual(container.subviews[1].className, "UINavigationTransitionView")
local wrapper = container.subviews[1].subviews[1]
assertEqual(wrapper.className, "UIViewControllerWrapperView")
assertEqual(wrapper.subviews, {home.view})
assertEqual(home.view.frame, CGRect(0, 0, 375, 667), "content extends under the bar")
assertEqual(container.subviews[2], nav.navigationBar)
assertEqual(nav.navigationBar.frame, CGRect(0, 20, 375, 44))
assertEqual(nav.navigationBar.subviews, {}, "no back button at the root")
assertEqual(hitTest(40, 42), nav.navigationBar, "the bar takes touches in front of the content")

-- push: on top at once; the back button appears; the chain runs through the containers.
local detail = UIViewController{name = "detail"}
nav:pushViewController(detail, true)
assertEqual(logged(), {"willShow detail", "didShow detail"})
assertEqual(nav.viewControllers, {home, detail})
assertEqual(wrapper.subviews, {detail.view}, "only the top controller's view is in the hierarchy")
assertEqual(home.view.superview, nil)
local back = nav.navigationBar.backButton
assertEqual(back.frame, CGRect(0, 0, 80, 44))
assertEqual(back.superview, nav.navigationBar)
assertEqual(responderChain(detail.view), {detail.view, detail, wrapper, wrapper.superview, container, nav, w, app})

-- The back button pops.
assertEqual(tap(40, 42), back)
assertEqual(logged(), {"willShow home", "didShow home"})
assertEqual(nav.topViewController, home)
assertEqual(back.superview, nil)
assertEqual(detail.navigationController, nil)

-- pop returns the popped controller; at the root it does nothing and returns nil.
nav:pushViewController(detail)
logged()
assertEqual(nav:popViewController(), detail)
assertEqual(nav:popViewController(), nil)
assertEqual(logged(), {"willShow home", "didShow home"})
-- popToRoot and setViewControllers.
local third = UIViewController{name = "third"}
nav:setViewControllers({home, detail, third})
assertEqual(nav.topViewController, third)
assertEqual(nav:popToRootViewController(), {detail, third})
assertEqual(nav.viewControllers, {home})
nav.viewControllers = {home, third}
assertEqual(wrapper.subviews, {third.view})
nav:popViewController()
logged()

-- The interactive pop gesture: a left-edge pan on the navigation controller's view.
local pop = nav.interactivePopGestureRecognizer
assertEqual(pop.className, "UIScreenEdgePanGestureRecognizer")
assertEqual(pop.edges, {"left"})
assertEqual(pop.view, container)
nav:pushViewController(detail)
logged()
edgePan("left", {distance = 120, duration = 1})
assertEqual(nav.topViewController, detail, "a short, slow pan does not pop")
edgePan("left", {distance = 200, duration = 1})
assertEqual(nav.topViewController, home, "past half the width pops")
nav:pushViewController(detail)
edgePan("left", {distance = 100, duration = 0.1})
assertEqual(nav.topViewController, home, "a fast flick pops")
sim.record(true)
edgePan("left", {distance = 200})
local failed = false
for _, r in ipairs(sim.records()) do
  if r.recognizer == pop and r.event == "possible → failed" then failed = r.reason end
end
assertEqual(failed, "UINavigationController#1 has no controller to go back to", "with one controller it fails")
sim.record(false)

-- It competes by SPEC 6: a horizontal scroll view's pan wins, unless told to wait.
nav:pushViewController(detail)
local gallery = UIScrollView{name = "gallery", frame = {0, 0, 375, 667}, contentSize = {375 * 3, 667}}
detail.view:addSubview(gallery)
edgePan("left", {distance = 200})
assertEqual(nav.topViewController, detail, "the gallery's pan took the swipe")
gallery.panGestureRecognizer:requireGestureRecognizerToFail(pop)
gallery.contentOffset = CGPoint(0, 0)
edgePan("left", {distance = 200})
assertEqual(nav.topViewController, home, "the fix: the swipe goes back")

-- navigationBarHidden hides the bar (not hittable); the content keeps the full bounds.
nav.navigationBarHidden = true
assertEqual(nav.navigationBar.hidden, true)
assertEqual(hitTest(40, 42), home.view)
assertEqual(nav.isNavigationBarHidden, true)
nav.navigationBarHidden = false

-- Bad input: clear errors, nothing half-done.
logged()
assertError(function() nav:pushViewController(home) end, "is already in the stack")
assertError(function() nav:pushViewController(nav) end, "cannot contain itself")
local other = UINavigationController{rootViewController = UIViewController{name = "x"}}
assertError(function() nav:pushViewController(other.topViewController) end, "already a child of")
assertError(function() nav:setViewControllers({detail, detail}) end, "twice")
assertError(function() nav:pushViewController(nil) end, "UIViewController")
local Broken = UIViewController:subclass("Broken")
function Broken:loadView() error("no view") end
assertError(function() nav:pushViewController(Broken{}) end, "no view")
assertEqual(nav.viewControllers, {home}, "nothing half-done")
assertEqual(logged(), {})
nav.delegate = {willShow = function() error("delegate failed") end}
assertError(function() nav:pushViewController(detail) end, "delegate failed")
assertEqual(nav.viewControllers, {home})
print("navigation: ok")

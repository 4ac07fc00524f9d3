-- Seed: none (SPEC 11.6)
-- "The swipe-back gesture stops working on the screen with a horizontal scroll
-- view." A navigation controller goes back with a left-edge pan on its view, its
-- interactivePopGestureRecognizer (SPEC 11.6). A horizontal scroll view under the
-- finger has a pan too; it is deeper, so it sees the touch first, begins first,
-- and the edge pan fails (SPEC 6.4). UIKit's fix: make the scroll view's pan wait
-- for the edge pan to fail.
local window = UIWindow{} window:makeKeyAndVisible()
local list = UIViewController{name = "list"}
local nav = UINavigationController{rootViewController = list}
window.rootViewController = nav
local photos = UIViewController{name = "photos"}
local gallery = UIScrollView{name = "gallery", frame = {0, 0, 375, 667}, contentSize = {375 * 3, 667}}
photos.view:addSubview(gallery)
nav:pushViewController(photos)

local function swipeBack(label)
  print(label)
  gallery.contentOffset = CGPoint(375, 0)          -- on the middle photo
  edgePan("left", {distance = 250})
  print("  top controller: " .. tostring(nav.topViewController) .. ", gallery offset " .. tostring(gallery.contentOffset))
end

explain(2, 333)
swipeBack("swipe from the left edge, as built:")
gallery.panGestureRecognizer:requireGestureRecognizerToFail(nav.interactivePopGestureRecognizer)
swipeBack("after gallery.panGestureRecognizer:requireGestureRecognizerToFail(nav.interactivePopGestureRecognizer):")
nav:pushViewController(photos)
print("a drag in the middle still scrolls the gallery:")
gallery.contentOffset = CGPoint(0, 0)
drag(300, 333, 200, 333, {steps = 10, settle = false})
print("  gallery offset " .. tostring(gallery.contentOffset) .. ", top controller " .. tostring(nav.topViewController))

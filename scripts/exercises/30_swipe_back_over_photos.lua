-- Exercise: Swipe back over the photos
-- Task: The photos screen is pushed on a navigation controller and filled with a
--   gallery that scrolls sideways. Swiping from the left edge should go back to
--   the albums, but the gallery takes the swipe. Make an edge swipe go back
--   (and the gallery not move during it), while drags that start away from the
--   edge still scroll the gallery. Keep the recognizers where they are, enabled.
-- Hint: the navigation controller's interactivePopGestureRecognizer competes with
--   the gallery's pan by the ordinary rules: one of them can wait for the other.
-- Checked by: `respond-lua exercises check 30`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local albums <const> = UIViewController{name = "albums"}
local nav <const> = UINavigationController{rootViewController = albums}
window.rootViewController = nav
local photos <const> = UIViewController{name = "photos"}
local gallery <const> = UIScrollView{name = "gallery", frame = {0, 0, 375, 667}, contentSize = {1125, 667}}
photos.view:addSubview(gallery)
nav:pushViewController(photos)
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the recognizers here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "keep the screens and recognizers where they are")
local back = nav.interactivePopGestureRecognizer
expect(gallery.scrollEnabled, "the gallery must still scroll")
expect(back.enabled and gallery.panGestureRecognizer.enabled, "both recognizers must stay enabled")
gallery.contentOffset = CGPoint(375, 0)
edgePan("left", {distance = 250})
expect(nav.topViewController == albums, "an edge swipe did not go back to the albums")
expect(gallery.contentOffset.x == 375 and gallery.contentOffset.y == 0, "the gallery scrolled during the edge swipe")
nav:pushViewController(photos)
wait(1)
drag(300, 333, 150, 333, {steps = 10})
expect(gallery.contentOffset.x > 375, "a drag in the middle must still scroll the gallery")
expect(nav.topViewController == photos, "a drag in the middle went back")

-- Exercise: Swipe back over the photos
-- Exercise (zh): 在照片上侧滑返回
-- Topic: containers
-- Difficulty: 2
-- Seed: none (SPEC 11.6)
-- Task: The photos screen is pushed on a navigation controller and filled with a
--   gallery that scrolls sideways. Swiping from the left edge should go back to the
--   albums, but the gallery takes the swipe. Make an edge swipe go back (and the
--   gallery not move during it), while drags that start away from the edge still
--   scroll the gallery. Keep the recognizers where they are, enabled.
-- Task (zh): 照片页面被推入导航控制器，里面是一个横向滚动的图库。从左边缘轻扫应该返回
--   相册，但图库把轻扫拿走了。让边缘轻扫返回（期间图库不动），而从远离边缘处开始的拖
--   动仍然滚动图库。识别器都留在原处，保持启用。
-- Hint: Going back is a recognizer too: the navigation controller has one for it, and
--   it competes with the gallery's pan like any other.
-- Hint: It is nav.interactivePopGestureRecognizer, and one of the two can be told to
--   wait for the other to fail (SPEC 11.6).
-- Hint: gallery.panGestureRecognizer:requireGestureRecognizerToFail(nav.interactivePopGestureRecognizer)
-- Hint (zh): 返回也是一个识别器：导航控制器有一个专门的识别器，它和图库的拖动识别器像
--   其他识别器一样竞争。
-- Hint (zh): 它就是 nav.interactivePopGestureRecognizer，可以让两者中的一个等另一个失
--   败（SPEC 11.6）。
-- Hint (zh): gallery.panGestureRecognizer:requireGestureRecognizerToFail(nav.interactivePopGestureRecognizer)
-- Why: The navigation controller goes back with interactivePopGestureRecognizer, a
--   left-edge pan on its view, which competes by the ordinary rules of SPEC 6: the
--   gallery's pan is deeper, begins first and wins. Making the gallery's pan wait for
--   the pop recognizer to fail lets an edge swipe pop the photos screen, while a drag
--   that starts away from the edge makes the pop recognizer fail at once and scrolls.
-- Why (zh): 导航控制器用 interactivePopGestureRecognizer 返回，它是加在导航控制器视图
--   上的左边缘拖动识别器，按 SPEC 6 的常规规则竞争：图库的拖动识别器更深、先开始，所
--   以胜出。让图库的拖动识别器等返回识别器失败之后再识别，边缘轻扫就能弹出照片页面，
--   而从远离边缘处开始的拖动会让返回识别器立刻失败，图库照常滚动。
-- Checked by: `respond-lua exercises check 30`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 30` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

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
exercise.expectLayoutKept({[gallery] = {"gestureRecognizerShouldBegin"}}, "keep the screens and recognizers where they are",
  "页面和识别器都留在原处")
local back = nav.interactivePopGestureRecognizer
expect(gallery.scrollEnabled, "the gallery must still scroll", "图库必须仍然能滚动")
expect(back.enabled and gallery.panGestureRecognizer.enabled, "both recognizers must stay enabled",
  "两个识别器都必须保持启用")
gallery.contentOffset = CGPoint(375, 0)
edgePan("left", {distance = 250})
expect(nav.topViewController == albums, "an edge swipe did not go back to the albums: the gallery's pan, which sees"
  .. " the touch first, began and made the pop gesture fail (nothing makes the pan wait for it)",
  "边缘轻扫没有返回相册：最先看到触摸的图库拖动手势开始了，让返回手势失败（没有任何东西让拖动手势等它）")
expect(gallery.contentOffset.x == 375 and gallery.contentOffset.y == 0, "the gallery scrolled during the edge swipe: its"
  .. " pan recognized too (recognizing together lets both run; the pan must wait for the pop gesture to fail)",
  "边缘轻扫期间图库滚动了：它的拖动手势也识别了（同时识别会让两者都运行；拖动手势必须等返回手势失败）")
nav:pushViewController(photos)
wait(1)
drag(300, 333, 150, 333, {steps = 10})
expect(gallery.contentOffset.x > 375, "a drag in the middle must still scroll the gallery",
  "中间的拖动仍然必须滚动图库")
expect(nav.topViewController == photos, "a drag in the middle went back", "中间的拖动触发了返回")

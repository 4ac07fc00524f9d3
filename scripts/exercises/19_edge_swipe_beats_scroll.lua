-- Exercise: Swipe back over a scroll view
-- Exercise (zh): 在滚动视图上侧滑返回
-- Topic: gestures
-- Difficulty: 3
-- Seed: 004 "如何让多个手势识别器并存"
-- Formerly: 21_edge_swipe_beats_scroll.lua
-- Task: The gallery scrolls sideways and fills the screen; the window's left-edge
--   swipe goes back. The gallery's pan sees the touch first and wins, so going back
--   from the left edge scrolls instead. Make the edge swipe win (and the gallery not
--   move during it), while drags anywhere else, even close to the edge, still scroll.
--   Keep both recognizers where they are, enabled.
-- Task (zh): 图库横向滚动并占满屏幕；窗口上的左边缘滑动用于返回。图库的拖动识别器先看
--   到触摸并且胜出，所以从左边缘滑动时图库滚动了，而不是返回。让边缘滑动胜出（滑动期
--   间图库不动），而其他地方的拖动（即使靠近边缘）仍然滚动图库。两个识别器都留在原
--   处，保持启用。
-- Hint: Two recognizers want the same touch: the scroll view's pan and the window's
--   edge pan. One of them has to give way to the other.
-- Hint: Seed 004's variant question is exactly this conflict. Besides recognizing
--   together, a recognizer can be told to wait for another to fail.
-- Hint: gallery.panGestureRecognizer:requireGestureRecognizerToFail(back)
-- Hint (zh): 两个识别器想要同一个触摸：滚动视图的拖动和窗口的边缘滑动。其中一个必须给
--   另一个让路。
-- Hint (zh): 种子文章 004 的变形题说的正是这种冲突。除了同时识别，还可以让一个识别器
--   等另一个失败。
-- Hint (zh): gallery.panGestureRecognizer:requireGestureRecognizerToFail(back)
-- Why: The gallery's pan is on a deeper view, so it sees the touch first and begins
--   first, and the edge pan fails. Making the gallery's pan wait for `back` to fail
--   lets the edge pan decide first: a drag from the edge is an edge pan, and the
--   gallery's pan fails; a drag that starts elsewhere makes the edge pan fail at
--   once, and the gallery scrolls as before.
-- Why (zh): 图库的拖动识别器在更深层的视图上，所以它先看到触摸、先开始，边缘滑动于是
--   失败。让图库的拖动识别器等 `back` 失败之后再识别，就让边缘滑动先做决定：从边缘开
--   始的拖动是边缘滑动，图库的拖动失败；从别处开始的拖动会让边缘滑动立刻失败，图库照
--   常滚动。
-- Checked by: `respond-lua exercises check 19`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 19` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local gallery <const> = UIScrollView{name = "gallery", frame = {0, 0, 375, 667}, contentSize = {1125, 667}}
window:addSubview(gallery)
local back <const> = UIScreenEdgePanGestureRecognizer{name = "back", edges = "left", action = function(g) end}   -- goes back
window:addGestureRecognizer(back)
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the recognizers here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[gallery] = {"gestureRecognizerShouldBegin"}}, "keep both recognizers where they are",
  "两个识别器都留在原处")
expect(gallery.scrollEnabled, "the gallery must still scroll", "图库必须仍然能滚动")
expect(back.enabled and gallery.panGestureRecognizer.enabled, "both recognizers must stay enabled",
  "两个识别器都必须保持启用")
local wentBack = exercise.counter()
back:addTarget(wentBack, "add")
gallery.contentOffset = CGPoint(375, 0)
edgePan("left", {distance = 120})
expect(wentBack.saw("ended"), "the edge swipe did not go back: the gallery's pan, which sees the touch first, began and"
  .. " made it fail (nothing makes the pan wait for the edge swipe)",
  "边缘滑动没有返回：最先看到触摸的图库拖动手势开始了，让边缘滑动失败（没有任何东西让拖动手势等边缘滑动）")
expect(gallery.contentOffset.x == 375 and gallery.contentOffset.y == 0, "the gallery scrolled during the edge swipe:"
  .. " its pan recognized too (recognizing together lets both run; the pan must wait for the edge swipe to fail)",
  "边缘滑动期间图库滚动了：它的拖动手势也识别了（同时识别会让两者都运行；拖动手势必须等边缘滑动失败）")
local backActions = wentBack.count
wait(1)
drag(300, 333, 200, 333, {steps = 10})
expect(gallery.contentOffset.x > 375, "a drag in the middle must still scroll the gallery",
  "中间的拖动仍然必须滚动图库")
local x = gallery.contentOffset.x
wait(1)
drag(40, 333, 140, 333, {steps = 10})
expect(gallery.contentOffset.x < x, "a drag starting near the edge (but not on it) must still scroll the gallery",
  "从靠近边缘（但不在边缘上）开始的拖动仍然必须滚动图库")
expect(wentBack.count == backActions, "a drag in the gallery went back", "图库里的拖动触发了返回")

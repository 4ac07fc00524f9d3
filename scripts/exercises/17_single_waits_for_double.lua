-- Exercise: Single tap or double tap
-- Exercise (zh): 单击还是双击
-- Topic: gestures
-- Difficulty: 2
-- Seed: none (SPEC 6.5)
-- Formerly: 19_single_waits_for_double.lua
-- Task: A photo likes on double tap and shows details on single tap. Right now a
--   double tap also fires the single tap. Make a double tap fire only the double tap,
--   and a single tap still fire the single tap (a little later) and not the double.
--   Keep both recognizers on the photo, enabled, as they are configured.
-- Task (zh): 照片双击点赞，单击显示详情。现在双击也会触发单击。让双击只触发双击，而单
--   击仍然触发单击（稍晚一点）且不触发双击。两个识别器都留在照片上，保持启用，配置不
--   变。
-- Hint: On a double tap, the first tap is a complete single tap. The single-tap
--   recognizer needs to know that more may be coming.
-- Hint: A recognizer can be told to wait until another one fails (SPEC 6.5, failure
--   requirements).
-- Hint: single:requireGestureRecognizerToFail(double)
-- Hint (zh): 双击时，第一下本身就是一次完整的单击。单击识别器需要知道后面可能还有一
--   下。
-- Hint (zh): 可以让一个识别器等另一个识别器失败后再识别（SPEC 6.5，失败依赖）。
-- Hint (zh): single:requireGestureRecognizerToFail(double)
-- Why: A tap recognizer never prevents one that needs more taps (SPEC 6.4), so both
--   fire on a double tap. single:requireGestureRecognizerToFail(double) keeps the
--   single tap in possible until the double tap fails: on a double tap the double
--   recognizes and the single fails; on a single tap the double fails after the gap
--   allowed between taps (0.35 s), and the single fires then.
-- Why (zh): 轻点识别器永远不会阻止需要更多次轻点的识别器（SPEC 6.4），所以双击时两者
--   都会触发。single:requireGestureRecognizerToFail(double) 让单击停在 possible 状
--   态，直到双击失败：双击时，双击识别成功，单击失败；单击时，双击在两次轻点允许的间
--   隔（0.35 秒）过后失败，单击随即触发。
-- Checked by: `respond-lua exercises check 17`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 17` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local photo <const> = UIView{name = "photo", frame = {0, 0, 375, 667}}
window:addSubview(photo)
local single <const> = UITapGestureRecognizer{name = "single", action = function() end}   -- show details
local double <const> = UITapGestureRecognizer{name = "double", numberOfTapsRequired = 2, action = function() end}   -- like
photo:addGestureRecognizer(single); photo:addGestureRecognizer(double)
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the recognizers here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "keep both recognizers on the photo", "两个识别器都留在照片上")
expect(single.enabled and double.enabled, "both recognizers must stay enabled", "两个识别器都必须保持启用")
expect(single.numberOfTapsRequired == 1 and double.numberOfTapsRequired == 2,
  "the single tap must still need one tap, and the double tap two", "单击识别器仍然必须只要一下，双击识别器要两下")
local singles, doubles = exercise.counter(), exercise.counter()
single:addTarget(singles, "add"); double:addTarget(doubles, "add")
doubleTap(100, 100)
expect(doubles.count == 1 or singles.count == 0, "a double tap did not fire the double-tap recognizer: its first tap was"
  .. " taken by the single tap, which recognizes as soon as one tap ends, and the double tap then failed (which"
  .. " of the two waits for the other?)",
  "双击没有触发双击识别器：它的第一下被单击识别器拿走了（单击识别器在一次轻点结束时就会识别），随后双击识别失败（两个识别器里，谁该等谁？）")
expect(doubles.count == 1, "a double tap did not fire the double-tap recognizer", "双击没有触发双击识别器")
expect(singles.count == 0, "a double tap also fired the single tap " .. singles.count .. " time(s): the single tap"
  .. " recognizes as soon as one tap ends, because nothing makes it wait for the double tap to fail (delaying"
  .. " touches only changes when the view hears of them)",
  "双击还触发了 " .. singles.count .. " 次单击：单击识别器在一次轻点结束时就会识别，因为没有任何东西让它等双击识别失败"
  .. "（推迟触摸只改变视图什么时候收到它们）")
wait(1)
tap(100, 100)
expect(singles.count == 1, "a single tap must still fire the single tap", "单击仍然必须触发单击识别器")
expect(doubles.count == 1, "a single tap fired the double tap", "单击触发了双击识别器")

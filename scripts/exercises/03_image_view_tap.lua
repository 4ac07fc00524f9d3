-- Exercise: The photo ignores taps
-- Exercise (zh): 照片不理会轻点
-- Topic: hit testing
-- Difficulty: 1
-- Seed: 003 "事件处理机制"
-- Formerly: 05_image_view_tap.lua
-- Task: The photo is a UIImageView that reacts in touchesBegan, but tapping it does
--   nothing: the tap goes to the window behind. Make taps anywhere on the photo reach
--   the photo's touchesBegan, and taps beside it still go to the window. Leave the
--   photo's touchesBegan and everything else as it is.
-- Task (zh): 照片是一个在 touchesBegan 里做出反应的 UIImageView，可是轻点它没有任何效
--   果：轻点交给了后面的窗口。让落在照片上任何位置的轻点都到达照片的 touchesBegan，而
--   照片旁边的轻点仍然交给窗口。照片的 touchesBegan 和其他一切都保持原样。
-- Hint: Ask the engine why: explain(150, 150) prints a verdict for every view it
--   visits.
-- Hint: UIImageView and UILabel start with one property set differently from UIView.
-- Hint: That property is userInteractionEnabled, false for image views: set it to
--   true on the photo.
-- Hint (zh): 问问引擎原因：explain(150, 150) 会打印它访问的每个视图的判定结果。
-- Hint (zh): UIImageView 和 UILabel 有一个属性的初始值和 UIView 不同。
-- Hint (zh): 这个属性是 userInteractionEnabled，图片视图的默认值是 false：把照片的它
--   设为 true。
-- Why: UIImageView and UILabel are views whose userInteractionEnabled starts as false
--   (documented, SPEC 1), and hit testing skips such views, so the tap fell through
--   to the window. Setting it to true on the photo makes the photo the hit-test view
--   again, and the tap reaches its touchesBegan.
-- Why (zh): UIImageView 和 UILabel 的 userInteractionEnabled 初始值是 false（有文档说
--   明，SPEC 1），而命中测试会跳过这样的视图，所以轻点落到了窗口上。把照片的这个属性
--   设为 true，照片就重新成为命中视图，轻点也就到达了它的 touchesBegan。
-- Checked by: `respond-lua exercises check 3`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 3` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local photo <const> = UIImageView{name = "photo", frame = {50, 50, 200, 200}, image = "cat.png"}
window:addSubview(photo)
function photo:touchesBegan(touches, event) self.likes = (self.likes or 0) + 1 end
exercise.rememberLayout(window)   -- frames, flags and order, as they are before your code

-- >>> your code
-- fix the photo here
-- <<< your code

-- Checks
expect(#photo.gestureRecognizers == 0 or photo.userInteractionEnabled, "the tap recognizer added to the photo never"
  .. " sees a touch: a UIImageView is made with userInteractionEnabled false, and hit testing skips it, so neither its"
  .. " recognizers nor its touchesBegan get the tap", "加到照片上的轻点识别器根本收不到触摸：UIImageView 创建时"
  .. " userInteractionEnabled 为 false，命中测试会跳过它，所以它的识别器和 touchesBegan 都收不到这次轻点")
exercise.expectLayoutKept({[photo] = {"userInteractionEnabled"}}, "one property of the photo is enough",
  "改照片的一个属性就够了")
exercise.expectHits({
  {150, 150, photo, "the middle of the photo", "照片的中间"},
  {50, 50, photo, "its top-left corner", "它的左上角"}, {249, 249, photo, "its bottom-right corner", "它的右下角"},
  {49, 150, window, "just left of it", "紧挨它的左边"}, {250, 150, window, "just right of it", "紧挨它的右边"}, {150, 400, window, "below it", "它的下方"},
})
exercise.record()
tap(150, 150)
expect(exercise.deliveries("touchesBegan", photo) == 1, "a tap on the photo did not reach its touchesBegan",
  "照片上的轻点没有到达它的 touchesBegan")

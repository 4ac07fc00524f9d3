-- Exercise: Bring the badge forward
-- Exercise (zh): 把徽标移到前面
-- Topic: hit testing
-- Difficulty: 1
-- Seed: 001 "事件传递流程"
-- Task: The badge was added to the window before the card, so the card, drawn in
--   front of it, takes the taps meant for the part of the badge it covers. Make taps
--   on the badge reach the badge, without moving, resizing or hiding anything.
-- Task (zh): 徽标比卡片先加到窗口上，所以画在它前面的卡片接走了本该给徽标被盖住部分的
--   轻点。在不移动、不缩放、不隐藏任何东西的前提下，让落在徽标上的轻点到达徽标。
-- Hint: Hit testing asks a view's subviews in a certain order. Which of the two is
--   asked first?
-- Hint: A view can change the order of its subviews without moving them.
-- Hint: window:bringSubviewToFront(badge)
-- Hint (zh): 命中测试按一定的顺序询问视图的子视图。两者中谁先被询问？
-- Hint (zh): 视图可以在不移动子视图的情况下改变它们的顺序。
-- Hint (zh): window:bringSubviewToFront(badge)
-- Why: The window asks its subviews frontmost first, and the frontmost is the one
--   added last. bringSubviewToFront makes the badge the last subview, so it is asked
--   before the card where the two overlap; nothing moves on the screen but the
--   drawing order.
-- Why (zh): 窗口从最上层的子视图开始询问，而最上层的就是最后添加的那个。
--   bringSubviewToFront 让徽标成为最后一个子视图，所以在两者重叠的地方，徽标会先于卡
--   片被询问；屏幕上除了绘制顺序，什么都没有变。
-- Checked by: `respond-lua exercises check 1 --source DIR`, which runs only your
--   code (the lines between the two markers below) inside the shipped copy of this
--   file, so editing the set-up or the checks here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local badge <const> = UIView{name = "badge", frame = {60, 60, 60, 60}}
local card <const> = UIView{name = "card", frame = {80, 80, 200, 150}}
window:addSubview(badge); window:addSubview(card)
local frames <const> = {badge = badge.frame, card = card.frame}

-- >>> your code
window:bringSubviewToFront(badge.superview)
-- <<< your code

-- Checks
expect(badge.frame == frames.badge and card.frame == frames.card, "the badge and the card must stay where they are",
  "徽标和卡片必须留在原处")
expect(not badge.hidden and not card.hidden and badge.alpha == 1 and card.alpha == 1, "both views must stay visible",
  "两个视图都必须保持可见")
exercise.expectHits({
  {90, 90, badge, "the middle of the badge", "徽标中间"},
  {61, 61, badge, "the badge's top-left corner", "徽标的左上角"},
  {119, 119, badge, "the badge's bottom-right corner", "徽标的右下角"},
  {200, 150, card, "the middle of the card", "卡片中间"},
  {30, 30, window, "beside both", "两者旁边"},
}, "the badge must be in front of the card", "徽标必须在卡片前面")

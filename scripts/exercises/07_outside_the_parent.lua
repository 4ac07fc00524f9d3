-- Exercise: The part that sticks out
-- Exercise (zh): 伸出去的部分
-- Topic: hit testing
-- Difficulty: 3
-- Seed: 002 "一个简单的例子"
-- Formerly: 09_outside_the_parent.lua
-- Task: A badge sticks out of the top-right corner of its card. Taps on the part
--   outside the card go to the window, because the card's pointInside says no and its
--   subviews are never asked. Make the whole badge tappable by changing the card's
--   behaviour (not the frames, not the badge), while the card keeps its own taps and
--   taps beside the badge and the card still go to the window.
-- Task (zh): 徽标从卡片的右上角伸了出去。落在卡片外那部分上的轻点交给了窗口，因为卡片
--   的 pointInside 回答“否”，它的子视图根本不会被询问。通过改变卡片的行为（不改框架，
--   不改徽标）让整个徽标都能被点到，同时卡片仍然接收自己的轻点，徽标和卡片旁边的轻点
--   仍然交给窗口。
-- Hint: A subview outside its superview's bounds is never reached, whatever
--   clipsToBounds says: the superview must first say yes to the point.
-- Hint: Override the card's pointInside so that it also says yes where the badge is.
-- Hint: Say yes when UIView.pointInside(self, point, event) does, or when
--   badge:pointInside(self:convertPointToView(point, badge), event) does.
-- Hint (zh): 超出父视图边界的子视图永远不会被命中，不管 clipsToBounds 是什么：父视图
--   必须先对这个点回答“是”。
-- Hint (zh): 重写卡片的 pointInside，让它在徽标所在的地方也回答“是”。
-- Hint (zh): 当 UIView.pointInside(self, point, event) 为真，或者
--   badge:pointInside(self:convertPointToView(point, badge), event) 为真时，回答
--   “是”。
-- Why: Hit testing asks a view's subviews only after the view itself says the point
--   is inside it (SPEC 3). The card's pointInside now says yes for its own bounds and
--   for the badge's area (converted into the badge's coordinates), so the card asks
--   its subviews and the badge claims the point; anywhere else the card still says
--   no.
-- Why (zh): 只有当视图自己说这个点在它里面之后，命中测试才会询问它的子视图（SPEC
--   3）。现在卡片的 pointInside 对自己的边界和徽标的区域（换算到徽标的坐标系）都回答
--   “是”，于是卡片去问它的子视图，徽标认领这个点；在别的地方，卡片仍然回答“否”。
-- Checked by: `respond-lua exercises check 7`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 7` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local card <const> = UIView{name = "card", frame = {50, 100, 200, 150}}
local badge <const> = UIView{name = "badge", frame = {180, -20, 40, 40}}   -- half outside
window:addSubview(card); card:addSubview(badge)
exercise.rememberLayout(window)   -- frames, flags and order, as they are before your code

-- >>> your code
-- change the card here
-- <<< your code

-- Checks
-- On the screen the card is (50,100)-(250,250) and the badge (230,80)-(270,120).
exercise.expectLayoutKept({[card] = {"pointInside", "hitTest"}}, "change the card's behaviour only",
  "只改变卡片的行为")
exercise.expectHits({
  {240, 110, badge, "the part of the badge inside the card", "徽标在卡片内的部分"},
  {260, 90, badge, "the part of the badge above and right of the card", "徽标在卡片右上方的部分"},
  {240, 85, badge, "the part of the badge above the card", "徽标在卡片上方的部分"},
  {231, 81, badge, "the badge's top-left corner", "徽标的左上角"}, {269, 81, badge, "its top-right corner", "它的右上角"},
  {269, 119, badge, "its bottom-right corner", "它的右下角"}, {260, 110, badge, "the part of the badge right of the card", "徽标在卡片右边的部分"},
  {100, 200, card, "the card", "卡片"}, {51, 101, card, "the card's top-left corner", "卡片的左上角"}, {249, 249, card, "its bottom-right corner", "它的右下角"},
  {30, 30, window, "far away", "很远的地方"}, {271, 90, window, "just right of the badge", "紧挨徽标的右边"}, {240, 79, window, "just above the badge", "紧挨徽标的上方"},
  {200, 90, window, "above the card, left of the badge", "卡片上方、徽标左边"}, {260, 125, window, "right of the card, below the badge", "卡片右边、徽标下方"},
})
expect(rawequal(tap(260, 90), badge), "a real tap on the part that sticks out did not reach the badge",
  "在伸出去的部分上的一次真实轻点没有到达徽标")
-- Hidden or switched-off views take no touches, however the card answers.
for _, case in ipairs({
  {badge, "hidden", true, "the badge hidden", "徽标隐藏"},
  {badge, "userInteractionEnabled", false, "the badge's userInteractionEnabled false", "徽标的 userInteractionEnabled 为 false"},
  {card, "hidden", true, "the card (and so the badge) hidden", "卡片（连同徽标）隐藏"},
}) do
  local view, key, value, en, zh = case[1], case[2], case[3], case[4], case[5]
  local before = view[key]
  view[key] = value
  local hit = hitTest(260, 90)
  view[key] = before
  expect(not rawequal(hit, badge),
    "with " .. en .. ", a tap on the part that sticks out still went to the badge: a hitTest that returns the badge"
      .. " must check, as UIKit's does, that the card and the badge can take touches (asking badge:hitTest does it;"
      .. " a pointInside override needs no such checks)",
    zh .. "时，轻点伸出去的部分仍然交给了徽标：hitTest 在返回徽标之前必须像 UIKit 那样，先检查卡片和徽标能否接收触摸"
      .. "（调用 badge:hitTest 就会检查；重写 pointInside 则不需要）")
end

-- Exercise: Who gets this tap?
-- Exercise (zh): 这次轻点交给谁？
-- Topic: hit testing
-- Difficulty: 1
-- Seed: 001 "事件传递流程"
-- Task: Three views overlap. Without running anything, work out which view a tap at
--   (120, 120) is delivered to, and set `answer` to it. Remember: subviews are tried
--   from the last (frontmost) to the first, and a view only gets the touch if the
--   point is inside all of its ancestors.
-- Task (zh): 三个视图互相重叠。不运行任何代码，推断出在 (120, 120) 的一次轻点会交给哪
--   个视图，并把 `answer` 设为它。记住：子视图从最后一个（最上层）到第一个依次尝试，
--   而且只有当这个点在一个视图的所有祖先视图之内时，它才能得到触摸。
-- Hint: Write each view's frame in window coordinates first: a subview's frame is in
--   its superview's coordinates.
-- Hint: `card` was added after `photo`, so it is asked first. Is (120, 120) inside
--   card's frame (150, 150, 150, 150)?
-- Hint: `badge` sits 50 points in from photo's corner, so on the screen it covers
--   (100, 100) to (140, 140).
-- Hint (zh): 先把每个视图的框架换算成窗口坐标：子视图的 frame 是在父视图坐标系里的。
-- Hint (zh): `card` 在 `photo` 之后添加，所以先问它。(120, 120) 在 card 的框架 (150,
--   150, 150, 150) 里面吗？
-- Hint (zh): `badge` 位于 photo 左上角往里 50 点处，所以在屏幕上它覆盖 (100, 100) 到
--   (140, 140)。
-- Why: Hit testing starts at the window and asks its subviews from the frontmost
--   back. `card` (150, 150, 150, 150) does not contain (120, 120), so `photo` is
--   asked next; it does, and its only subview `badge` covers (100, 100) to (140, 140)
--   on the screen, so the deepest view containing the point is `badge`, and the tap
--   goes there.
-- Why (zh): 命中测试从窗口开始，从最上层的子视图往后依次询问。`card`（150, 150, 150,
--   150）不包含 (120, 120)，于是接着问 `photo`；它包含这个点，而它唯一的子视图
--   `badge` 在屏幕上覆盖 (100, 100) 到 (140, 140)，所以包含这个点的最深层视图是
--   `badge`，轻点就交给它。
-- Forbid: engine
-- Checked by: `respond-lua exercises check 1`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   `Forbid: engine` means your code may name the objects of the set-up and set
--   your variables, but not ask the engine anything (no tap, hitTest, explain,
--   no reading or setting their properties): the answer has to come from you.
-- Checked by (zh): `respond-lua exercises check 1` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。
--   `Forbid: engine` 表示你的代码可以提到准备代码里的对象、给你的变量赋值，但不能向
--   引擎询问任何事（不能 tap、hitTest、explain，不能读取或设置它们的属性）：答案要由
--   你自己得出。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local photo <const> = UIView{name = "photo", frame = {50, 50, 200, 200}}
local badge <const> = UIView{name = "badge", frame = {50, 50, 40, 40}}     -- inside photo
local card <const> = UIView{name = "card", frame = {150, 150, 150, 150}}
window:addSubview(photo); photo:addSubview(badge); window:addSubview(card)
exercise.truth.hit = hitTest(120, 120)   -- the real answer, found before your code runs
local answer

-- >>> your code
answer = nil   -- photo, badge, card or window?
-- <<< your code

-- Checks
expect(answer ~= nil, "answer is still nil: set it to the view you think gets the tap",
  "answer 还是 nil：把它设为你认为得到这次轻点的视图")
expect(type(answer) ~= "string", "answer is a string: set it to the view itself (photo, not \"photo\")",
  "answer 是字符串：要设为视图本身（photo，而不是 \"photo\"）")
local oneOfThem = false
for _, view in ipairs({photo, badge, card, window}) do
  if rawequal(answer, view) then oneOfThem = true end
end
expect(oneOfThem, "answer must be one of the views: photo, badge, card or window",
  "answer 必须是这些视图之一：photo、badge、card 或 window")
expect(rawequal(answer, exercise.truth.hit), exercise.label(answer) .. " is not the view that gets the tap at "
  .. "(120, 120): go through the views again, frontmost first, checking the point against each frame "
  .. "(a subview's frame is in its superview's coordinates)",
  exercise.label(answer) .. " 不是得到 (120, 120) 这次轻点的视图：从最上层开始再把视图过一遍，"
  .. "用每个框架检查这个点（子视图的 frame 是在父视图坐标系里的）")

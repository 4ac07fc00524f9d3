-- Exercise: After a child controller
-- Exercise (zh): 子控制器之后是谁
-- Topic: view controllers
-- Difficulty: 1
-- Seed: 000 "找到view所属vc"
-- Formerly: 16_child_controller_next.lua
-- Task: A child controller's view sits inside a holder view, inside the parent
--   controller's view. Set `after` to the responder that comes right after the child
--   controller in the responder chain.
-- Task (zh): 一个子控制器的视图放在一个 holder 视图里，holder 又在父控制器的视图里。
--   把 `after` 设为响应者链上紧跟在子控制器之后的响应者。
-- Hint: A controller that is not the window's root and was not presented is a child:
--   SPEC 4's table has a row for it.
-- Hint: Seed 000 says a child controller passes things to its parent controller. That
--   is nearly right, but between the two the chain goes through the views the child's
--   view sits in.
-- Hint: A child controller's next responder is its view's superview.
-- Hint (zh): 既不是窗口的根控制器、也不是被模态弹出的控制器，就是子控制器：SPEC 4 的
--   表里有专门的一行。
-- Hint (zh): 种子文章 000 说子控制器会把事件交给父控制器。这差不多对，但在两者之间，
--   链条会先经过子控制器的视图所在的那些视图。
-- Hint (zh): 子控制器的下一个响应者是它的视图的父视图。
-- Why: By SPEC 4 (Apple's documented table), a child view controller's next responder
--   is its view's superview: here `holder`. From there the chain goes on through the
--   parent's root view to the parent controller, which is why seed 000's "the parent
--   controller" is close but not exact.
-- Why (zh): 按照 SPEC 4（Apple 文档中的表），子视图控制器的下一个响应者是它的视图的父
--   视图：这里是 `holder`。链条再从那里经过父控制器的根视图到达父控制器，所以种子文章
--   000 说的“父控制器”很接近，但并不精确。
-- Forbid: engine
-- Checked by: `respond-lua exercises check 14`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   `Forbid: engine` means your code may name the objects of the set-up and set
--   your variables, but not ask the engine anything (no tap, hitTest, explain,
--   no reading or setting their properties): the answer has to come from you.
-- Checked by (zh): `respond-lua exercises check 14` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。
--   `Forbid: engine` 表示你的代码可以提到准备代码里的对象、给你的变量赋值，但不能向
--   引擎询问任何事（不能 tap、hitTest、explain，不能读取或设置它们的属性）：答案要由
--   你自己得出。

local parent <const> = UIViewController{name = "parent"}
local window <const> = UIWindow{name = "window", rootViewController = parent} window:makeKeyAndVisible()
local parentRoot <const> = parent.view
parentRoot.name = "parentRoot"
local child <const> = UIViewController{name = "child"}
parent:addChild(child)
local holder <const> = UIView{name = "holder"}
parentRoot:addSubview(holder)
local childRoot <const> = child.view
childRoot.name = "childRoot"
holder:addSubview(childRoot)
exercise.truth.after = child.nextResponder   -- the real answer, found before your code runs
local after

-- >>> your code
after = nil   -- parent, parentRoot, holder, childRoot or window?
-- <<< your code

-- Checks
expect(after ~= nil, "set after to the responder you think comes after the child controller",
  "把 after 设为你认为排在子控制器之后的响应者")
local oneOfThem = false
for _, r in ipairs({parent, parentRoot, holder, childRoot, window}) do
  if rawequal(after, r) then oneOfThem = true end
end
expect(oneOfThem, "after must be one of parent, parentRoot, holder, childRoot or window (the objects themselves)",
  "after 必须是 parent、parentRoot、holder、childRoot 或 window 之一（对象本身）")
expect(rawequal(after, exercise.truth.after), exercise.label(after) .. " is not what comes right after the child controller",
  exercise.label(after) .. " 不是紧跟在子控制器之后的响应者")

-- Exercise: After a presented controller
-- Exercise (zh): 模态弹出的控制器之后是谁
-- Topic: view controllers
-- Difficulty: 1
-- Seed: 004 "响应者对象的`nextResponder`是什么"
-- Formerly: 17_presented_controller_next.lua
-- Task: `settings` is presented by `home`; its view covers the window. Set `after` to
--   the responder that comes right after `settings` in the responder chain.
-- Task (zh): `settings` 由 `home` 模态弹出；它的视图盖住了窗口。把 `after` 设为响应者
--   链上紧跟在 `settings` 之后的响应者。
-- Hint: A presented controller's view is not inside the presenting controller's view,
--   so the chain cannot go through a superview.
-- Hint: Seed 004 lists it under UIViewController: a controller presented from another
--   passes things on to one particular controller.
-- Hint: A presented controller's next responder is the controller that presented it.
-- Hint (zh): 模态弹出的控制器的视图并不在弹出它的控制器的视图里，所以链条不会经过父视
--   图。
-- Hint (zh): 种子文章 004 在 UIViewController 一条下写到了它：从另一个控制器弹出的控
--   制器，会把事件交给某个特定的控制器。
-- Hint (zh): 模态弹出的控制器的下一个响应者是弹出它的那个控制器。
-- Why: By SPEC 4, a view controller presented by another has the presenting view
--   controller as its next responder: `home`. Its view sits in the window, not in
--   home's view, so the chain jumps from controller to controller rather than going
--   through views.
-- Why (zh): 按照 SPEC 4，被另一个控制器模态弹出的视图控制器，它的下一个响应者是弹出它
--   的视图控制器：`home`。它的视图放在窗口里，而不是 home 的视图里，所以链条是从控制
--   器跳到控制器，而不是经过视图。
-- Forbid: engine
-- Checked by: `respond-lua exercises check 15`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   `Forbid: engine` means your code may name the objects of the set-up and set
--   your variables, but not ask the engine anything (no tap, hitTest, explain,
--   no reading or setting their properties): the answer has to come from you.
-- Checked by (zh): `respond-lua exercises check 15` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。
--   `Forbid: engine` 表示你的代码可以提到准备代码里的对象、给你的变量赋值，但不能向
--   引擎询问任何事（不能 tap、hitTest、explain，不能读取或设置它们的属性）：答案要由
--   你自己得出。

local home <const> = UIViewController{name = "home"}
local window <const> = UIWindow{name = "window", rootViewController = home} window:makeKeyAndVisible()
local homeRoot <const> = home.view
homeRoot.name = "homeRoot"
local settings <const> = UIViewController{name = "settings"}
home:present(settings)
local settingsRoot <const> = settings.view
settingsRoot.name = "settingsRoot"
exercise.truth.after = settings.nextResponder   -- the real answer, found before your code runs
local after

-- >>> your code
after = nil   -- window, home, homeRoot or settingsRoot?
-- <<< your code

-- Checks
expect(after ~= nil, "set after to the responder you think comes after settings",
  "把 after 设为你认为排在 settings 之后的响应者")
local oneOfThem = false
for _, r in ipairs({window, home, homeRoot, settingsRoot}) do
  if rawequal(after, r) then oneOfThem = true end
end
expect(oneOfThem, "after must be one of window, home, homeRoot or settingsRoot (the objects themselves)",
  "after 必须是 window、home、homeRoot 或 settingsRoot 之一（对象本身）")
expect(rawequal(after, exercise.truth.after), exercise.label(after) .. " is not what comes right after the presented controller",
  exercise.label(after) .. " 不是紧跟在模态弹出的控制器之后的响应者")

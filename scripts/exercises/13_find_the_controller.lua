-- Exercise: Which controller owns this view?
-- Exercise (zh): 这个视图属于哪个控制器？
-- Topic: view controllers
-- Difficulty: 2
-- Seed: 000 "找到view所属vc"
-- Formerly: 12_find_the_controller.lua
-- Task: Write parentController(view): it returns the first view controller up the
--   view's responder chain, or nil when there is none. It is tried on views of the
--   root controller, of a child controller, of a presented controller, on the
--   controllers' own views, and on views under no controller at all.
-- Task (zh): 写出 parentController(view)：返回沿视图的响应者链向上的第一个视图控制
--   器，没有就返回 nil。它会在根控制器的视图、子控制器的视图、模态弹出的控制器的视
--   图、各控制器自己的视图，以及不属于任何控制器的视图上试验。
-- Hint: A view's controller is somewhere up its responder chain, before the window.
-- Hint: Walk nextResponder from the view and stop at the first responder that is a
--   view controller.
-- Hint: r:isKindOfClass(UIViewController) tells whether r is a controller; return nil
--   when the walk runs out.
-- Hint (zh): 视图的控制器就在它的响应者链上方某处，在窗口之前。
-- Hint (zh): 从视图开始沿 nextResponder 往上走，遇到第一个是视图控制器的响应者就停
--   下。
-- Hint (zh): r:isKindOfClass(UIViewController) 判断 r 是不是控制器；走到尽头还没找到
--   就返回 nil。
-- Why: A controller's root view has the controller as its next responder, and every
--   other view its superview (SPEC 4), so walking nextResponder from a view meets its
--   nearest owning controller first: for a child controller's views, the child, not
--   the parent. A view under no controller reaches the window and the application and
--   finds none.
-- Why (zh): 控制器根视图的下一个响应者是这个控制器，其他视图的下一个响应者是父视图
--   （SPEC 4），所以从视图沿 nextResponder 往上走，最先遇到的就是离它最近的所属控制
--   器：对子控制器的视图来说，是子控制器而不是父控制器。不属于任何控制器的视图一路走
--   到窗口和应用程序，什么也找不到。
-- Forbid: responderChain printResponderChain explain touches
-- Checked by: `respond-lua exercises check 13`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   Your code cannot use the names on the Forbid line (as globals, in `sim`, or
--   as members of views and other engine objects).
-- Checked by (zh): `respond-lua exercises check 13` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。
--   你的代码不能使用 Forbid 行上的名字（无论是作为全局变量、在 `sim` 里，还是作为视图
--   和其他引擎对象的成员）。

local parent <const> = UIViewController{name = "parent"}
local window <const> = UIWindow{name = "window", rootViewController = parent} window:makeKeyAndVisible()
parent.view.name = "parent.view"
local child <const> = UIViewController{name = "child"}
parent:addChild(child)
parent.view:addSubview(child.view)
child.view.name = "child.view"
local deep <const> = UIView{name = "deep"}
child.view:addSubview(deep)
local deeper <const> = UIView{name = "deeper"}
deep:addSubview(deeper)
local shallow <const> = UIView{name = "shallow"}
parent.view:addSubview(shallow)
local settings <const> = UIViewController{name = "settings"}
parent:present(settings)
settings.view.name = "settings.view"
local row <const> = UIView{name = "row"}
settings.view:addSubview(row)
local loose <const> = UIView{name = "loose"}   -- in no window, under no controller
-- The real answers, found before your code runs.
exercise.truth.cases = {}
for _, view in ipairs({shallow, deep, deeper, child.view, parent.view, row, settings.view, loose, window}) do
  local owner
  for _, r in ipairs(responderChain(view)) do
    if owner == nil and r:isKindOfClass(UIViewController) then owner = r end
  end
  exercise.truth.cases[#exercise.truth.cases + 1] = {view = view, owner = owner}
end
local parentController

-- >>> your code
function parentController(view)
  return nil
end
-- <<< your code

-- Checks
expect(type(parentController) == "function", "parentController must be a function",
  "parentController 必须是一个函数")
for _, case in ipairs(exercise.truth.cases) do
  local got = parentController(case.view)
  local called = "parentController(" .. exercise.label(case.view) .. ")"
  if case.owner == nil then
    expect(got == nil, called .. " returned " .. exercise.label(got) .. ", but that view has no controller up its chain",
      called .. " 返回了 " .. exercise.label(got) .. "，但这个视图的链上没有控制器")
  else
    expect(got ~= nil, called .. " returned nothing, but that view has a controller up its chain",
      called .. " 什么也没返回，但这个视图的链上有控制器")
    expect(rawequal(got, case.owner), called .. " returned " .. exercise.label(got) .. ", which is not the first "
      .. "view controller up its chain",
      called .. " 返回了 " .. exercise.label(got) .. "，它不是链上往上的第一个视图控制器")
  end
end

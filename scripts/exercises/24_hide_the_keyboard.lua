-- Exercise: Hide the keyboard
-- Exercise (zh): 收起键盘
-- Topic: first responder and keyboard
-- Difficulty: 1
-- Seed: 000 "隐藏键盘可以怎样实现?"
-- Formerly: 02_hide_the_keyboard.lua
-- Task: A text field somewhere in the controller's view is first responder, so the
--   keyboard is up. Hide the keyboard without getting hold of the field: your code
--   cannot see it (pretend it is buried deep in a view you do not own) and must not
--   go looking for it. The field must stay where it is and still bring the keyboard
--   back when tapped. There is more than one way.
-- Task (zh): 控制器视图里某处有个文本输入框是第一响应者，所以键盘弹出来了。在不拿到这
--   个输入框的情况下收起键盘：你的代码看不到它（就当它埋在一个不归你管的视图深处），
--   也不能去找它。输入框必须留在原处，轻点它时仍然能让键盘重新出现。方法不止一种。
-- Hint: The keyboard is up because the field is first responder. What has to happen
--   to the field, and who could ask for it without knowing the field?
-- Hint: A view can end editing for everything inside it; and an action sent to a nil
--   target starts its search at the first responder.
-- Hint: vc.view:endEditing(true), or app:sendAction("resignFirstResponder", nil, nil,
--   nil).
-- Hint (zh): 键盘弹出是因为输入框是第一响应者。输入框需要发生什么？谁能在不知道输入框
--   的情况下提出这个请求？
-- Hint (zh): 一个视图可以结束它内部所有内容的编辑；而发给 nil 目标的动作会从第一响应
--   者开始搜索。
-- Hint (zh): vc.view:endEditing(true)，或者 app:sendAction("resignFirstResponder",
--   nil, nil, nil)。
-- Why: The keyboard shows while the first responder takes text (SPEC 8). endEditing
--   on a view that contains the field asks the first responder inside it to resign;
--   the nil-targeted action resignFirstResponder goes to the first responder itself,
--   because the search for a nil target starts there (observed behaviour, SPEC 7.3
--   [obs]). Either way the field resigns without your code touching it, no other
--   responder can become first responder, and the keyboard goes.
-- Why (zh): 键盘在第一响应者接收文字时显示（SPEC 8）。对包含输入框的视图调用
--   endEditing，会让其中的第一响应者放弃第一响应者身份；发给 nil 目标的
--   resignFirstResponder 动作会交给第一响应者本身，因为对 nil 目标的搜索从那里开始
--   （观察到的行为，SPEC 7.3 [obs]）。无论哪种方式，输入框都在你的代码没碰它的情况下
--   放弃了身份，也没有别的响应者能成为第一响应者，于是键盘收起。
-- Forbid: firstResponder subviews find viewWithTag hitTest explain touches
-- Checked by: `respond-lua exercises check 24`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   Your code cannot use the names on the Forbid line (as globals, in `sim`, or
--   as members of views and other engine objects).
-- Checked by (zh): `respond-lua exercises check 24` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。
--   你的代码不能使用 Forbid 行上的名字（无论是作为全局变量、在 `sim` 里，还是作为视图
--   和其他引擎对象的成员）。

local vc <const> = UIViewController{name = "vc"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
vc.view.name = "vc.view"
do   -- somebody else's view: your code cannot see `field`
  local field = UITextField{name = "field", frame = {20, 100, 300, 40}}
  vc.view:addSubview(UIView{name = "form", frame = {0, 0, 375, 667}, subviews = {field}})
  tap(field)
  exercise.truth.field = field
end
assert(sim.keyboardVisible, "the scene is broken: the field should be first responder")
exercise.rememberLayout(window)
sim.record(true) sim.clearRecords()   -- the actions your code sends, for the checks to name

-- >>> your code
-- hide the keyboard here
-- <<< your code

-- Checks
local field <const> = exercise.truth.field
if sim.keyboardVisible and field.isFirstResponder then
  -- Why it is still up: an action sent to a target that is not first responder, or nothing that reached the field.
  local sentTo
  for _, r in ipairs(sim.records()) do
    if r.kind == "action" and r.action == "resignFirstResponder" and r.target then sentTo = tostring(r.target) end
  end
  expect(false, sentTo
    and ("the keyboard is still up: resignFirstResponder went to " .. sentTo .. ", which is not the first responder"
      .. " (an action with a target goes to that target only; the responder chain is searched when the target is nil)")
    or "the keyboard is still up: the text field is still first responder, and nothing asked it to resign"
      .. " (resignFirstResponder on a responder that is not first responder changes nothing)",
    sentTo
    and ("键盘还在：resignFirstResponder 发给了 " .. sentTo .. "，而它不是第一响应者（带 target 的 action 只发给那个"
      .. " target；只有 target 为 nil 时才会沿响应者链查找）")
    or "键盘还在：输入框仍然是第一响应者，而没有任何东西让它放弃（对不是第一响应者的响应者调用 resignFirstResponder 不起作用）")
end
expect(not sim.keyboardVisible, "the keyboard is still up", "键盘还在")
expect(not field.isFirstResponder, "the keyboard is down but the field is still first responder",
  "键盘收起了，但输入框仍然是第一响应者")
expect(window.firstResponder == nil, exercise.label(window.firstResponder) .. " is first responder now: the field "
  .. "should resign, not have its status taken",
  exercise.label(window.firstResponder) .. " 现在是第一响应者：应该让输入框自己放弃，而不是被夺走身份")
exercise.expectLayoutKept({}, "the field and the views around it must stay as they are",
  "输入框和它周围的视图必须保持原样")
tap(field)
expect(field.isFirstResponder and sim.keyboardVisible, "tapping the field no longer brings the keyboard back",
  "轻点输入框不再能让键盘重新出现")

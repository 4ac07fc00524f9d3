-- Exercise: Let the chain find the target
-- Exercise (zh): 让响应者链找到目标
-- Topic: controls
-- Difficulty: 2
-- Seed: 004 "UIControl类型响应者如何处理触摸事件？"
-- Formerly: 23_nil_target_action.lua
-- Task: The Share button sends the action "share" to a nil target, so UIKit looks for
--   a responder that implements share, starting from the first responder (or the
--   button, when there is none). Nobody implements it yet. Implement share once, on
--   one object that both searches reach, so that the same object handles it when the
--   comment field is first responder and when nothing is. The button keeps sending to
--   a nil target. (Where the search starts is reported iOS behaviour, not documented:
--   SPEC 7.3 marks it [obs].)
-- Task (zh): 分享（Share）按钮把动作 "share" 发给 nil 目标，于是 UIKit 寻找实现了
--   share 的响应者，从第一响应者开始（没有第一响应者时从按钮开始）。目前还没有谁实现
--   它。只实现一次 share，放在两次搜索都能到达的某个对象上，使评论输入框是第一响应者
--   时和没有第一响应者时，都由同一个对象处理。按钮继续发给 nil 目标。（搜索从哪里开始
--   是观察到的 iOS 行为，没有文档记载：SPEC 7.3 把它标为 [obs]。）
-- Hint: Write down both chains: from the comment field up, and from the button up.
--   Where do they meet?
-- Hint: The field and the button are in different parts of the controller's view; the
--   controller is on both chains.
-- Hint: function vc:share(sender, event) ... end
-- Hint (zh): 把两条链都写出来：从评论输入框往上，和从按钮往上。它们在哪里相遇？
-- Hint (zh): 输入框和按钮在控制器视图的不同部分；控制器在两条链上。
-- Hint (zh): function vc:share(sender, event) ... end
-- Why: A nil-targeted action walks nextResponder from where the search starts, asking
--   each responder whether it can perform the action (SPEC 7.3). From the field the
--   walk goes form, vc.view, vc; from the button, toolbar, vc.view, vc: the two paths
--   join at the controller's view, so a share method on the controller (or on its
--   root view) is found by both searches and handles both cases.
-- Why (zh): 发给 nil 目标的动作会从搜索起点开始沿 nextResponder 往上走，逐个询问响应
--   者能否执行这个动作（SPEC 7.3）。从输入框出发，经过 form、vc.view、vc；从按钮出
--   发，经过 toolbar、vc.view、vc：两条路在控制器的视图处汇合，所以写在控制器（或它的
--   根视图）上的 share 方法两次搜索都能找到，两种情况都由它处理。
-- Checked by: `respond-lua exercises check 22`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 22` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local vc <const> = UIViewController{name = "vc"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
vc.view.name = "vc.view"
-- (The toolbar sits above the keyboard, which covers the bottom 216 points while the field is first responder.)
local toolbar <const> = UIView{name = "toolbar", frame = {0, 300, 375, 77}}
local button <const> = UIButton{name = "Share", title = "Share", frame = {20, 10, 100, 44}}
local form <const> = UIView{name = "form", frame = {0, 80, 375, 200}}
local comment <const> = UITextField{name = "comment", frame = {20, 20, 300, 40}}
vc.view:addSubview(toolbar); toolbar:addSubview(button)
vc.view:addSubview(form); form:addSubview(comment)
button:addTarget(nil, "share", "touchUpInside")
exercise.rememberLayout(window)   -- frames, flags, order and methods, as they are before your code

-- >>> your code
-- implement share here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "implement share; leave the views as they are", "实现 share；视图保持原样")
expect(#button.allTargets == 0, "the button must keep sending share to a nil target, so that the chain finds who handles it",
  "按钮必须继续把 share 发给 nil 目标，让响应者链去找处理它的对象")
-- Who handled "share" when the button was tapped (nil: nobody).
local function handlerOfATap()
  exercise.record()
  tap(button)
  local handlers = {}
  for _, r in ipairs(exercise.records("action")) do
    if r.action == "share" then handlers[#handlers + 1] = r end
  end
  expect(#handlers == 1, "a tap on the button sent share " .. #handlers .. " times",
    "一次轻点按钮发送了 " .. #handlers .. " 次 share")
  return handlers[1].target
end
expect(window.firstResponder == nil, "nothing should be first responder at first", "一开始不应该有第一响应者")
local first = handlerOfATap()
expect(first ~= nil, "with no first responder, nobody handled share", "没有第一响应者时，没有谁处理 share")
tap(comment)
expect(comment.isFirstResponder, "tapping the comment field should make it first responder",
  "轻点评论输入框应该让它成为第一响应者")
local second = handlerOfATap()
expect(second ~= nil, "with the comment field first responder, nobody handled share",
  "评论输入框是第一响应者时，没有谁处理 share")
expect(rawequal(first, second), "share was handled by " .. exercise.label(first) .. " when nothing was first responder, "
  .. "and by " .. exercise.label(second) .. " with the field first responder: write it once, where both searches arrive",
  "没有第一响应者时 share 由 " .. exercise.label(first) .. " 处理，输入框是第一响应者时由 "
    .. exercise.label(second) .. " 处理：只写一次，写在两次搜索都会到达的地方")

-- Exercise: What resignFirstResponder means
-- Exercise (zh): resignFirstResponder 是什么意思
-- Topic: first responder and keyboard
-- Difficulty: 2
-- Seed: 002 "一个简单的例子"
-- Formerly: 03_what_resign_means.lua
-- Task: PB is a password view inside PA; both can become first responder and take
--   typing. PB is first responder now. After PB:resignFirstResponder(), who is first
--   responder, and is the keyboard still up? Set `firstAfter` (PA, PB, vc, or nil for
--   nobody) and `keyboardAfter` (true or false). Note: what happens after a responder
--   resigns on its own is iOS behaviour observed and reported by seed 002, not
--   something Apple documents (SPEC 8 marks it [obs]); respond-lua reproduces it.
-- Task (zh): PB 是 PA 里面的一个密码视图；两者都能成为第一响应者并接收输入。现在 PB
--   是第一响应者。调用 PB:resignFirstResponder() 之后，谁是第一响应者？键盘还在吗？设
--   置 `firstAfter`（PA、PB、vc，没有人就是 nil）和 `keyboardAfter`（true 或
--   false）。注意：响应者自己放弃第一响应者之后发生什么，是种子文章 002 观察并报告的
--   iOS 行为，Apple 的文档并没有写（SPEC 8 把它标为 [obs]）；respond-lua 复现了这一行
--   为。
-- Hint: Read case 2 of seed 002: what happened to the keyboard when PB typed a
--   return?
-- Hint: After a responder resigns on its own, the nearest responder up its
--   nextResponder chain that can become first responder takes over (observed, SPEC
--   8).
-- Hint: PB's next responder is PA, a password view: it takes over, and it takes
--   typing, so the keyboard stays.
-- Hint (zh): 读一读种子文章 002 的情况 2：PB 输入换行时，键盘怎么了？
-- Hint (zh): 响应者自己放弃之后，沿它的 nextResponder 链往上最近的、能成为第一响应者
--   的响应者会接替（观察到的行为，SPEC 8）。
-- Hint (zh): PB 的下一个响应者是 PA，也是密码视图：它接替了，而且它接收输入，所以键盘
--   还在。
-- Why: When a first responder resigns on its own (not because another responder
--   becomes first responder), the nearest responder up its nextResponder chain that
--   is in a window and can become first responder becomes first responder: observed
--   and reported by seed 002, not documented (SPEC 8 [obs]). PB's next responder is
--   PA, which can, so PA becomes first responder; PA adopts UIKeyInput, so the
--   keyboard stays up until PA resigns too.
-- Why (zh): 当第一响应者自己放弃（而不是因为别的响应者成为第一响应者）时，沿它的
--   nextResponder 链往上最近的、在窗口中且能成为第一响应者的响应者，会成为第一响应
--   者：这是种子文章 002 观察并报告的行为，没有文档记载（SPEC 8 [obs]）。PB 的下一个
--   响应者是 PA，它可以成为第一响应者，于是 PA 成为第一响应者；PA 遵循 UIKeyInput，所
--   以键盘一直显示，直到 PA 也放弃为止。
-- Forbid: engine
-- Checked by: `respond-lua exercises check 25`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   `Forbid: engine` means your code may name the objects of the set-up and set
--   your variables, but not ask the engine anything (no tap, hitTest, explain,
--   no reading or setting their properties): the answer has to come from you.
-- Checked by (zh): `respond-lua exercises check 25` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。
--   `Forbid: engine` 表示你的代码可以提到准备代码里的对象、给你的变量赋值，但不能向
--   引擎询问任何事（不能 tap、hitTest、explain，不能读取或设置它们的属性）：答案要由
--   你自己得出。

local vc <const> = UIViewController{name = "vc"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
local Password <const> = UIView:subclass("Password")
function Password:canBecomeFirstResponder() return true end
function Password:hasText() return false end
function Password:insertText(text) end
function Password:deleteBackward() end
local PA <const> = Password{name = "PA", frame = {40, 100, 240, 60}}
local PB <const> = Password{name = "PB", frame = {120, -40, 240, 60}}
vc.view:addSubview(PA); PA:addSubview(PB)
-- The real answers, found before your code runs; then PB is first responder again.
PB:becomeFirstResponder()
PB:resignFirstResponder()
exercise.truth.first, exercise.truth.keyboard = window.firstResponder, sim.keyboardVisible
PB:becomeFirstResponder()
assert(PB.isFirstResponder, "the scene is broken: PB should be first responder")
---@type any, any
local firstAfter, keyboardAfter = "?", "?"

-- >>> your code
firstAfter = "?"        -- PA, PB, vc, or nil?
keyboardAfter = "?"     -- true or false?
-- <<< your code

-- Checks
expect(firstAfter ~= "?", "set firstAfter to PA, PB, vc or nil", "把 firstAfter 设为 PA、PB、vc 或 nil")
expect(firstAfter == nil or rawequal(firstAfter, PA) or rawequal(firstAfter, PB) or rawequal(firstAfter, vc),
  "firstAfter must be PA, PB, vc or nil (the objects themselves)",
  "firstAfter 必须是 PA、PB、vc 或 nil（对象本身）")
expect(keyboardAfter == true or keyboardAfter == false, "set keyboardAfter to true or false",
  "把 keyboardAfter 设为 true 或 false")
expect(rawequal(firstAfter, exercise.truth.first), "firstAfter is not who is first responder after PB resigns: "
  .. "follow PB's nextResponder chain and ask who can become first responder",
  "firstAfter 不是 PB 放弃之后的第一响应者：沿着 PB 的 nextResponder 链，问问谁能成为第一响应者")
expect(keyboardAfter == exercise.truth.keyboard, "keyboardAfter is not right: the keyboard stays up exactly while "
  .. "the first responder takes typing (insertText, deleteBackward, hasText)",
  "keyboardAfter 不对：键盘恰好在第一响应者接收输入（insertText、deleteBackward、hasText）时一直显示")

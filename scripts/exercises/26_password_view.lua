-- Exercise: A password view with a keyboard
-- Exercise (zh): 带键盘的密码视图
-- Topic: first responder and keyboard
-- Difficulty: 3
-- Seed: 002 "一个简单的例子"
-- Formerly: 25_password_view.lua
-- Task: Make PasswordView bring up the keyboard when tapped and collect up to six
--   typed digits in self.digits (more are ignored; backspace removes the last one);
--   return ("\n") puts the keyboard away and is not a digit. Write what UIKit needs:
--   it can become first responder, it becomes first responder when touched, and it
--   adopts UIKeyInput (insertText, deleteBackward, hasText).
-- Task (zh): 让 PasswordView 在被轻点时弹出键盘，并把输入的最多六位数字收集到
--   self.digits 里（多出的忽略；退格删除最后一位）；回车（"\n"）收起键盘，不算数字。
--   写出 UIKit 需要的东西：它能成为第一响应者，被触摸时成为第一响应者，并遵循
--   UIKeyInput（insertText、deleteBackward、hasText）。
-- Hint: Three things: the view must say it can become first responder, must ask to
--   become it, and must take typing for the keyboard to show.
-- Hint: canBecomeFirstResponder returns true; touchesBegan calls
--   self:becomeFirstResponder(); insertText, deleteBackward and hasText handle the
--   digits (seed 002 shows them in Objective-C).
-- Hint: In insertText, "\n" resigns (self:resignFirstResponder()) and returns; other
--   text is appended only while #self.digits < 6. deleteBackward keeps
--   self.digits:sub(1, -2).
-- Hint (zh): 三件事：视图必须声明自己能成为第一响应者，必须请求成为第一响应者，还必须
--   接收输入，键盘才会显示。
-- Hint (zh): canBecomeFirstResponder 返回 true；touchesBegan 调用
--   self:becomeFirstResponder()；insertText、deleteBackward 和 hasText 处理数字（种子
--   文章 002 给出了 Objective-C 写法）。
-- Hint (zh): 在 insertText 里，遇到 "\n" 就放弃第一响应者
--   （self:resignFirstResponder()）并返回；其他文字只在 #self.digits < 6 时追加。
--   deleteBackward 保留 self.digits:sub(1, -2)。
-- Why: becomeFirstResponder succeeds only for a responder in a window whose
--   canBecomeFirstResponder is true, and the keyboard shows while the first responder
--   adopts UIKeyInput: insertText, deleteBackward and hasText (SPEC 8). Typing then
--   sends each character to insertText and backspace to deleteBackward, so the digits
--   are the view's own state; return arrives as insertText("\n"), where resigning
--   puts the keyboard away.
-- Why (zh): 只有在窗口中且 canBecomeFirstResponder 为 true 的响应者，
--   becomeFirstResponder 才会成功；而键盘在第一响应者遵循 UIKeyInput（insertText、
--   deleteBackward、hasText）时显示（SPEC 8）。之后每输入一个字符就调用 insertText，
--   退格调用 deleteBackward，所以数字是视图自己的状态；回车以 insertText("\n") 的形式
--   到达，在那里放弃第一响应者，键盘就收起了。
-- Checked by: `respond-lua exercises check 26`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 26` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local vc <const> = UIViewController{name = "vc"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
local PasswordView <const> = UIView:subclass("PasswordView")
function PasswordView:init() self.digits = "" end

-- >>> your code
-- give PasswordView what it needs here
-- <<< your code

-- Checks (on a new PasswordView, made after your code ran)
local view <const> = PasswordView{name = "password", frame = {40, 200, 295, 50}}
vc.view:addSubview(view)
expect(view.digits == "", "a new PasswordView must start with no digits", "新的 PasswordView 开始时必须没有数字")
tap(view)
expect(view.isFirstResponder, "tapping the view did not make it first responder", "轻点视图没有让它成为第一响应者")
expect(sim.keyboardVisible, "the keyboard is not showing: UIKit needs insertText, deleteBackward and hasText",
  "键盘没有显示：UIKit 需要 insertText、deleteBackward 和 hasText")
typeText("12")
expect(view.digits == "12", "after typing 12 the view holds \"" .. tostring(view.digits) .. "\"",
  "输入 12 之后视图里是 \"" .. tostring(view.digits) .. "\"")
expect(view.hasText == true, "hasText must be true once there are digits", "有数字之后 hasText 必须为 true")
typeText("34567")
expect(view.digits == "123456", "after typing 1234567 the view holds \"" .. tostring(view.digits) .. "\", not the first six digits",
  "输入 1234567 之后视图里是 \"" .. tostring(view.digits) .. "\"，而不是前六位数字")
typeText("\b")
expect(view.digits == "12345", "backspace must remove the last digit", "退格必须删除最后一位数字")
typeText("\b\b\b\b\b\b")
expect(view.digits == "", "backspace on no digits must leave none, not \"" .. tostring(view.digits) .. "\"",
  "没有数字时退格必须仍然没有数字，而不是 \"" .. tostring(view.digits) .. "\"")
expect(view.hasText == false, "hasText must be false when there are no digits", "没有数字时 hasText 必须为 false")
typeText("9\n")
expect(not sim.keyboardVisible, "return must put the keyboard away", "回车必须收起键盘")
expect(not view.isFirstResponder, "after return the view must no longer be first responder",
  "回车之后视图必须不再是第一响应者")
expect(view.digits == "9", "return must not be stored as a digit", "回车不能被当作数字保存")
tap(view)
expect(view.isFirstResponder and sim.keyboardVisible, "tapping the view again must bring the keyboard back",
  "再次轻点视图必须让键盘重新出现")

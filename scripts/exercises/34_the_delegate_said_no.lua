-- Exercise: The field edits though its delegate says no
-- Exercise (zh): 代理明明拒绝了，输入框还是能编辑
-- Topic: containers
-- Difficulty: 2
-- Seed: none (SPEC 12.2)
-- Task: The account field must not be edited, while the code field can be. The form
--   controller's textFieldShouldBeginEditing below says so, and yet a tap on the
--   account still brings up the keyboard and edits it. Change the code between the
--   markers so that the delegate really refuses: a tap on the account (or
--   account:becomeFirstResponder()) starts no editing, while a tap on the code does.
--   Keep both fields enabled and where they are.
-- Task (zh): 账号输入框不允许编辑，验证码输入框可以。下面表单控制器的
--   textFieldShouldBeginEditing 就是这么写的，可是轻点账号仍然会弹出键盘并开始编辑。
--   修改两个标记之间的代码，让代理真正拒绝：轻点账号（或者调用
--   account:becomeFirstResponder()）不会开始编辑，而轻点验证码可以。两个输入框都保持
--   启用，位置不变。
-- Hint: Put a print in textFieldShouldBeginEditing and tap the account: is it called at
--   all? Whom does a text field ask?
-- Hint: A text field asks only the object in its delegate property. And a delegate
--   method is called as delegate:textFieldShouldBeginEditing(field): the delegate
--   comes first (SPEC 12.2, 12.1 rule 5).
-- Hint: Write function form:textFieldShouldBeginEditing(field) (with the colon), and
--   set account.delegate = form and code.delegate = form.
-- Hint (zh): 在 textFieldShouldBeginEditing 里加一行 print，再轻点账号：它被调用了吗？
--   输入框到底去问谁？
-- Hint (zh): 输入框只问它的 delegate 属性里的那个对象。而且代理方法是以
--   delegate:textFieldShouldBeginEditing(field) 的形式调用的：代理本身是第一个参数
--   （SPEC 12.2、12.1 第 5 条）。
-- Hint (zh): 写成 function form:textFieldShouldBeginEditing(field)（用冒号），再设置
--   account.delegate = form 和 code.delegate = form。
-- Why: UIKit asks a text field's delegate, and only that object, before editing
--   begins: textFieldShouldBeginEditing(field) returning false means no first
--   responder, no keyboard and no editingDidBegin (SPEC 12.2 rule 1). Methods a
--   controller defines are never called until it is the field's delegate, and UIKit
--   does not warn. Lua's colon matters too: the call is
--   delegate:textFieldShouldBeginEditing(field), so a function declared with a dot
--   and no self receives the delegate as `field`, compares the controller with the
--   account, and says yes to every field.
-- Why (zh): 开始编辑之前，UIKit 会询问输入框的代理，而且只问它：
--   textFieldShouldBeginEditing(field) 返回 false，就不会成为第一响应者，不弹键盘，也
--   不发送 editingDidBegin（SPEC 12.2 第 1 条）。控制器里定义的方法，在它成为输入框的
--   代理之前永远不会被调用，UIKit 也不会提醒你。Lua 的冒号同样要紧：调用的形式是
--   delegate:textFieldShouldBeginEditing(field)，用点号声明、没有 self 的函数会把代
--   理本身当成 field，拿控制器去和账号比较，于是对每个输入框都放行。
-- Checked by: `respond-lua exercises check 34`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 34` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local form <const> = UIViewController{name = "form"}
window.rootViewController = form
local account <const> = UITextField{name = "account", text = "locked@example.com", frame = {20, 100, 335, 40}}
local code <const> = UITextField{name = "code", frame = {20, 160, 335, 40}}
form.view:addSubview(account)
form.view:addSubview(code)
account:addTarget(nil, function() exercise.engineNote("began", "account") end, "editingDidBegin")   -- noted for the checks
code:addTarget(nil, function() exercise.engineNote("began", "code") end, "editingDidBegin")
exercise.rememberLayout(window)   -- frames, flags, order and methods, before your code

-- >>> your code
-- The form is the fields' delegate: the account may not be edited, the code may.
function form.textFieldShouldBeginEditing(field)
  return field ~= account
end
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "keep the fields as they are and let the delegate refuse", "输入框保持原样，让代理来拒绝")
expect(account.enabled and code.enabled, "a field was disabled (enabled = false): a disabled field takes no touches and"
  .. " its delegate is never asked; keep it enabled and let the delegate refuse",
  "有输入框被禁用了（enabled = false）：禁用的输入框不接收触摸，它的代理也就从来不会被询问；保持启用，让代理来拒绝")
-- What the account's delegate would answer, and why not, in words.
local function askDelegate(field)
  local delegate = field.delegate
  if delegate == nil then
    return nil, "the account's delegate is nil: a text field asks only the object in its delegate property, so"
        .. " methods written on the form are never called",
      "账号输入框的 delegate 是 nil：输入框只询问它 delegate 属性里的对象，写在 form 上的方法永远不会被调用"
  end
  local method = delegate.textFieldShouldBeginEditing or delegate["textFieldShouldBeginEditing:"]
    or delegate["textFieldShouldBeginEditing(_:)"]
  if type(method) ~= "function" then
    return nil, "the account's delegate (" .. exercise.label(delegate) .. ") has no textFieldShouldBeginEditing: UIKit"
        .. " calls that exact name only",
      "账号输入框的代理（" .. exercise.label(delegate) .. "）没有 textFieldShouldBeginEditing：UIKit 只调用这个确切的名字"
  end
  local parameters = debug.getinfo(method, "u")
  ---@cast parameters debuglib.DebugInfo
  if not parameters.isvararg and parameters.nparams == 1 and debug.getlocal(method, 1) ~= "self" then
    return nil, "textFieldShouldBeginEditing is called as delegate:textFieldShouldBeginEditing(field), so a function"
        .. " declared without self gets the delegate as its first parameter and never sees the field (write"
        .. " function form:textFieldShouldBeginEditing(field), with the colon)",
      "textFieldShouldBeginEditing 是以 delegate:textFieldShouldBeginEditing(field) 的形式调用的，没有 self 的函数会"
        .. "把代理本身当作第一个参数，根本拿不到输入框（写成 function form:textFieldShouldBeginEditing(field)，用冒号）"
  end
  return method(delegate, field)
end
exercise.clearNotes("began")
tap(account)
local began = exercise.notes("began")
if account.isFirstResponder or began.n > 0 then
  local answer, why, whyZh
  if account.isFirstResponder then
    answer, why, whyZh = askDelegate(account)
  else
    why = "the account began editing (editingDidBegin was sent) and only then resigned: refuse in"
      .. " textFieldShouldBeginEditing, which is asked before editing begins"
    whyZh = "账号先开始了编辑（发送了 editingDidBegin），之后才放弃：应该在开始编辑之前被询问的"
      .. " textFieldShouldBeginEditing 里拒绝"
  end
  expect(false, "a tap on the account started editing: " .. (why or ("its delegate's textFieldShouldBeginEditing"
      .. " answered " .. tostring(answer) .. " for it")),
    "轻点账号开始了编辑：" .. (whyZh or ("代理的 textFieldShouldBeginEditing 对它返回了 " .. tostring(answer))))
end
local answer, why, whyZh = askDelegate(account)
expect(answer == false, "the account did not begin editing, but not because its delegate refused: " .. (why or
    ("its delegate's textFieldShouldBeginEditing answers " .. tostring(answer) .. " for it")),
  "账号没有开始编辑，但不是因为它的代理拒绝了：" .. (whyZh or ("代理的 textFieldShouldBeginEditing 对它返回了 "
    .. tostring(answer))))
expect(not sim.keyboardVisible, "the keyboard came up for the account", "轻点账号弹出了键盘")
exercise.clearNotes("began")
tap(code)
began = exercise.notes("began")
expect(code.isFirstResponder and began.n == 1 and began[1] == "code" and sim.keyboardVisible,
  "a tap on the code field did not start editing it: the delegate must refuse the account only (compare the field"
    .. " it is asked about with account)",
  "轻点验证码没有开始编辑：代理只应该拒绝账号（把被询问的输入框和 account 比较）")
code:resignFirstResponder()
exercise.clearNotes("began")
expect(not account:becomeFirstResponder() and not account.isFirstResponder and exercise.notes("began").n == 0,
  "account:becomeFirstResponder() made the account first responder: UIKit asks the delegate there too",
  "account:becomeFirstResponder() 让账号成为了第一响应者：UIKit 在这里同样会询问代理")

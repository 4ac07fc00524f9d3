-- Exercise: Dock the chat bar
-- Exercise (zh): 把聊天输入栏停靠在底部
-- Topic: containers
-- Difficulty: 2
-- Seed: none (SPEC 11.12)
-- Task: The chat screen has a bar with a text field and a Send button. It must sit at
--   the bottom of the screen when no keyboard is up, and ride just above the keyboard
--   while the user types in its field, the way Messages does; taps on the messages
--   above it must still reach them. The code below makes the bar the controller's
--   inputAccessoryView, and the bar never appears. Make it appear, docked.
-- Task (zh): 聊天界面有一个输入栏，里面是一个输入框和一个发送按钮。没有键盘时它要停在
--   屏幕底部；用户在输入框里打字时，它要紧贴在键盘上方，就像“信息”应用那样；它上方
--   的消息仍然要能接收轻点。下面的代码把输入栏设成了控制器的 inputAccessoryView，可是
--   输入栏从来不出现。让它出现，并停靠在底部。
-- Hint: When does UIKit show a responder's inputAccessoryView? Is the chat controller
--   ever first responder?
-- Hint: UIKit shows the input views of the first responder only, in the keyboard's own
--   window, above the app's (SPEC 11.12). A view controller can become first
--   responder only when its canBecomeFirstResponder is true (false by default).
-- Hint: chat.canBecomeFirstResponder = true, then chat:becomeFirstResponder().
-- Hint (zh): UIKit 什么时候才显示一个响应者的 inputAccessoryView？聊天控制器有没有成为过
--   第一响应者？
-- Hint (zh): UIKit 只显示第一响应者的输入视图，显示在键盘自己的窗口里，位于应用的窗口之
--   上（SPEC 11.12）。视图控制器只有在 canBecomeFirstResponder 为 true 时才能成为第一
--   响应者（默认是 false）。
-- Hint (zh): chat.canBecomeFirstResponder = true，然后调用 chat:becomeFirstResponder()。
-- Why: UIKit reads inputView and inputAccessoryView from the first responder only and
--   shows them in the keyboard's window (UIRemoteKeyboardWindow), above every app
--   window: the accessory at the bottom edge, or just above the keyboard when there is
--   one (SPEC 11.12). A controller that can become first responder and does keeps its
--   bar docked; when the field inside the bar becomes first responder, the bar stays
--   on top of the keyboard. That window covers the screen, but its hitTest returns
--   nil outside its input views, so taps above the bar fall through to the app
--   (SPEC 12.7). A bar added to the controller's view stays where it is, and the
--   keyboard, in a window above the app's, covers it.
-- Why (zh): UIKit 只从第一响应者读取 inputView 和 inputAccessoryView，并把它们显示在键
--   盘的窗口（UIRemoteKeyboardWindow）里，位于所有应用窗口之上：没有键盘时附件视图在
--   底边，有键盘时紧贴在键盘上方（SPEC 11.12）。控制器能成为、也确实成为了第一响应
--   者，输入栏就会一直停靠在底部；输入栏里的输入框成为第一响应者时，输入栏就待在键盘
--   上面。这个窗口盖住整个屏幕，但它的 hitTest 在输入视图以外返回 nil，所以输入栏上方的
--   轻点会落到应用里（SPEC 12.7）。加到控制器视图上的输入栏会一直待在原处，而位于应用
--   窗口之上的键盘会把它盖住。
-- Checked by: `respond-lua exercises check 38`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 38` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local chat <const> = UIViewController{name = "chat"}
window.rootViewController = chat
local conversation <const> = {}
function conversation:numberOfRowsInSection(tv, section) return 30 end
function conversation:cellForRowAt(tv, indexPath)
  local cell = tv:dequeueReusableCell("message") or UITableViewCell{reuseIdentifier = "message"}
  cell.textLabel.text = "message " .. indexPath.row
  return cell
end
function conversation:didSelectRowAt(tv, indexPath) exercise.engineNote("selected", indexPath.row) end   -- noted for the checks
local messages <const> = UITableView{name = "messages", frame = {0, 0, 375, 667}, dataSource = conversation,
  delegate = conversation}
chat.view:addSubview(messages)
local bar <const> = UIView{name = "chatBar", frame = {0, 0, 375, 50}}
local input <const> = UITextField{name = "input", frame = {8, 7, 280, 36}}
local send <const> = UIButton{name = "send", title = "Send", frame = {300, 7, 67, 36}}
bar:addSubview(input)
bar:addSubview(send)
send:addTarget(nil, function() exercise.engineNote("sent", input.text) end, "touchUpInside")

-- >>> your code
chat.inputAccessoryView = bar
-- <<< your code

-- Checks
local screenHeight <const> = window.bounds.height
-- Where the bar is on the screen, and why it is not where it should be.
local function expectBarAt(maxY, when, whenZh)
  local inScreen = bar.window and bar:convertRectToView(bar.bounds, nil)
  if inScreen and inScreen.maxY == maxY then return end
  local why, whyZh
  if bar.window == nil then
    local first = window.firstResponder
    if first == nil and chat.inputAccessoryView == bar and not chat.canBecomeFirstResponder then
      why = "the controller is not first responder, and UIKit shows only the first responder's inputAccessoryView;"
        .. " a view controller cannot become first responder while its canBecomeFirstResponder is false (the default)"
      whyZh = "控制器不是第一响应者，而 UIKit 只显示第一响应者的 inputAccessoryView；视图控制器的"
        .. " canBecomeFirstResponder 为 false（默认值）时，它无法成为第一响应者"
    elseif rawequal(input.inputAccessoryView, bar) then
      why = "the bar is the inputAccessoryView of its own field, so it shows only while that field is first responder,"
        .. " with the keyboard; a bar docked with no keyboard belongs to a responder that stays first responder,"
        .. " such as the controller"
      whyZh = "输入栏是它自己的输入框的 inputAccessoryView，所以只有那个输入框是第一响应者（键盘也弹出）时才显示；没有"
        .. "键盘时也停靠在底部的输入栏，应该属于一直是第一响应者的对象，比如控制器"
    elseif first == nil then
      why = "nothing is first responder, and UIKit shows only the first responder's inputAccessoryView (call"
        .. " becomeFirstResponder() on the bar's owner)"
      whyZh = "现在没有第一响应者，而 UIKit 只显示第一响应者的 inputAccessoryView（对输入栏的所有者调用"
        .. " becomeFirstResponder()）"
    else
      why = "the first responder, " .. exercise.label(first) .. ", has no such inputAccessoryView"
      whyZh = "第一响应者 " .. exercise.label(first) .. " 没有这样的 inputAccessoryView"
    end
  elseif rawequal(bar.window, window) then
    why = "the bar is in the app's window, where it stays put: the keyboard's window lies above every app window"
      .. " and covers it; an inputAccessoryView is shown in that window, on top of the keyboard"
    whyZh = "输入栏在应用的窗口里，只会待在原处：键盘的窗口位于所有应用窗口之上，会把它盖住；inputAccessoryView"
      .. " 则显示在键盘的窗口里，位于键盘上方"
  else
    why = "it is at " .. tostring(inScreen) .. " on the screen"
    whyZh = "它在屏幕上的位置是 " .. tostring(inScreen)
  end
  expect(false, when .. ", the bar's bottom is not at y " .. exercise.show(maxY) .. ": " .. why,
    whenZh .. "，输入栏的底边不在 y " .. exercise.show(maxY) .. "：" .. whyZh)
end
expectBarAt(screenHeight, "with no keyboard up", "没有键盘时")
local owner = window.firstResponder
local replaced = owner ~= nil and rawequal(owner.inputView, bar)
expect(not sim.keyboardVisible, "no keyboard may be up before the user taps the field" .. (replaced and (": the bar is "
    .. exercise.label(owner) .. "'s inputView, which takes the keyboard's place; the bar above the keyboard is the"
    .. " inputAccessoryView") or ""),
  "用户轻点输入框之前不能有键盘" .. (replaced and ("：输入栏是 " .. exercise.label(owner) .. " 的 inputView，它会取代键盘；"
    .. "位于键盘上方的栏是 inputAccessoryView") or ""))
exercise.clearNotes("selected")
tap(100, 300)
local selected = exercise.notes("selected")
expect(selected.n == 1, "a tap on a message above the bar did not select it", "轻点输入栏上方的消息没有选中它")
-- The user taps the field and types.
tap(input)
expect(input.isFirstResponder and sim.keyboardVisible, "a tap on the bar's field did not start editing",
  "轻点输入栏里的输入框没有开始编辑")
expectBarAt(screenHeight - sim.keyboardHeight, "while typing", "打字时")
typeText("hi")
exercise.clearNotes("sent")
tap(send)
local sent = exercise.notes("sent")
expect(sent.n == 1 and sent[1] == "hi", "a tap on Send did not send \"hi\"", "轻点发送没有发出 \"hi\"")
exercise.clearNotes("selected")
tap(100, 200)
selected = exercise.notes("selected")
expect(selected.n == 1 and input.isFirstResponder, "while typing, a tap on a message above the bar did not select it",
  "打字时，轻点输入栏上方的消息没有选中它")

-- Exercise: Rows that answer the tap
-- Exercise (zh): 能响应轻点的行
-- Topic: containers
-- Difficulty: 2
-- Seed: none (SPEC 11.4)
-- Task: The screen has a search field above a list of fruits, and a tap recognizer on
--   the screen's view that hides the keyboard. Since it was added, tapping a fruit no
--   longer selects it (didSelectRowAt never runs). Make a tap on a row select it,
--   while a tap beside the list still hides the keyboard. Keep the recognizer on the
--   screen's view, enabled. (That a cell selects its row through its own touch
--   handling is observed behaviour, SPEC 11.4 [obs].)
-- Task (zh): 屏幕上方是一个搜索框，下面是一个水果列表，屏幕的视图上有一个用来收起键盘
--   的轻点识别器。自从加了它，轻点水果就不再选中它了（didSelectRowAt 从不运行）。让轻
--   点某一行能选中它，同时轻点列表旁边仍然收起键盘。识别器留在屏幕的视图上，保持启
--   用。（单元格通过自己的触摸处理来选中所在的行，这是观察到的行为，SPEC 11.4
--   [obs]。）
-- Hint: The recognizer recognizes every tap, on the rows too. What happens to the
--   touches of the views under a recognizer when it recognizes?
-- Hint: A row is selected when its cell's touch ends, and a cancelled touch selects
--   nothing. One property of the recognizer decides whether it cancels (SPEC 6.6).
-- Hint: dismiss.cancelsTouchesInView = false (or a delegate that refuses touches in
--   the list).
-- Hint (zh): 识别器会识别每一次轻点，行上的也一样。识别器识别成功时，它下面的视图的触
--   摸会怎样？
-- Hint (zh): 单元格的触摸结束时，那一行才会被选中，而被取消的触摸不会选中任何行。识别器
--   的一个属性决定它是否取消触摸（SPEC 6.6）。
-- Hint (zh): dismiss.cancelsTouchesInView = false（或者用一个拒绝列表中触摸的代理）。
-- Why: The tap recognizer on the screen's view sees every touch inside it and, when
--   it recognizes, cancels the touches of the views under it (cancelsTouchesInView,
--   SPEC 6.6); a cell selects its row when its touch ends, and a cancelled touch
--   selects nothing (SPEC 11.4, observed). With cancelsTouchesInView false the
--   recognizer still hides the keyboard on every tap, and the cell's touch ends
--   normally, so the row is selected.
-- Why (zh): 屏幕视图上的轻点识别器能看到其中的每个触摸，识别成功时会取消它下面的视图
--   的触摸（cancelsTouchesInView，SPEC 6.6）；单元格在触摸结束时选中所在的行，被取消
--   的触摸什么也不选中（SPEC 11.4，观察到的行为）。cancelsTouchesInView 设为 false
--   后，识别器仍然在每次轻点时收起键盘，而单元格的触摸正常结束，于是那一行被选中。
-- Checked by: `respond-lua exercises check 32`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 32` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local screen <const> = UIView{name = "screen", frame = {0, 0, 375, 667}}
window:addSubview(screen)
local search <const> = UITextField{name = "search", frame = {10, 50, 355, 40}}
screen:addSubview(search)
local fruits <const> = {"Apple", "Banana", "Cherry", "Damson"}
local list <const> = {}
function list:numberOfRowsInSection(tv, section) return #fruits end
function list:cellForRowAt(tv, indexPath)
  local cell = tv:dequeueReusableCell("fruit") or UITableViewCell{reuseIdentifier = "fruit"}
  cell.textLabel.text = fruits[indexPath.row + 1]
  return cell
end
-- The rows the engine selects, noted for the checks (your code cannot leave such a note).
function list:didSelectRowAt(tv, indexPath) exercise.engineNote("selected", indexPath.row) end
-- (The list ends above the keyboard, which covers the bottom 216 points while the field is first responder.)
local fruitTable <const> = UITableView{name = "fruits", frame = {0, 100, 375, 300}, dataSource = list, delegate = list}
screen:addSubview(fruitTable)
local dismiss <const> = UITapGestureRecognizer{name = "dismiss", action = function() screen:endEditing(true) end}
screen:addGestureRecognizer(dismiss)
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the recognizer here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "keep the screen, the list and the recognizer where they are",
  "屏幕、列表和识别器都留在原处")
expect(dismiss.enabled, "the recognizer must stay enabled", "识别器必须保持启用")
search:becomeFirstResponder()
exercise.clearNotes("selected")
tap(187, 100 + 44 * 2 + 22)
local selected = exercise.notes("selected")
if not (selected.n == 1 and selected[1] == 2) then
  local d = dismiss.delegate
  local f = type(d) == "table" and rawget(d, "shouldReceiveTouch") or nil
  local noSelf = false
  if type(f) == "function" then
    local info = debug.getinfo(f, "u")
    noSelf = info ~= nil and not info.isvararg and info.nparams == 2 and debug.getlocal(f, 1) ~= "self"
  end
  expect(false, "a tap on Cherry did not select it (didSelectRowAt): the recognizer recognized the tap and cancelled"
      .. " the cell's touch (cancelsTouchesInView), and a cancelled touch selects nothing" .. (noSelf and ("; its"
      .. " delegate's shouldReceiveTouch is declared without self, so it is called as"
      .. " delegate:shouldReceiveTouch(g, touch) and its `touch` is the recognizer") or ""),
    "轻点 Cherry 没有选中它（didSelectRowAt）：识别器识别了这次轻点，并取消了单元格的触摸（cancelsTouchesInView），"
      .. "而被取消的触摸不会选中任何行" .. (noSelf and ("；它的代理声明 shouldReceiveTouch 时没有 self，而调用形式是"
      .. " delegate:shouldReceiveTouch(g, touch)，所以它拿到的 `touch` 其实是识别器") or ""))
end
search:becomeFirstResponder()
tap(187, 425)
expect(not search.isFirstResponder, "a tap beside the list must still hide the keyboard",
  "轻点列表旁边仍然必须收起键盘")

-- Exercise: Swipe to delete inside a pager
-- Exercise (zh): 分页滚动视图里的左滑删除
-- Topic: containers
-- Difficulty: 3
-- Seed: none (SPEC 12.3)
-- Task: The inbox is the first page of a horizontal paging scroll view (inbox |
--   archive). Let a leftward swipe on a message show its Delete button, and a tap on
--   Delete remove that message from `messages` and from the list. The pinned message
--   cannot be deleted: a leftward swipe on it must page to the archive, as a swipe
--   anywhere did before. Keep the pager paging.
-- Task (zh): 收件箱是一个横向分页滚动视图（收件箱 | 归档）的第一页。让向左滑动一条消息
--   时露出它的删除（Delete）按钮，轻点删除就把这条消息从 `messages` 和列表里去掉。置
--   顶的消息不能删除：在它上面向左滑动必须翻到归档页，就像以前在任何地方滑动那样。分
--   页滚动视图要照常翻页。
-- Hint: UIKit gives a table swipe to delete by itself: which method of the data source
--   makes a row swipeable? (`:help UITableViewDataSource` lists them.)
-- Hint: A row can be swiped when the data source defines commit(tv, editingStyle,
--   indexPath), and canEditRowAt(tv, indexPath) (true when absent) allows it. The
--   table's own swipe recognizer sees a row's touch before the pager's pan does
--   (SPEC 12.3 rule 4).
-- Hint: In commit, remove messages[indexPath.row + 1] and call tv:reloadData(); in
--   canEditRowAt, answer false for the pinned message.
-- Hint (zh): UIKit 本身就为表格提供了左滑删除：数据源的哪个方法让一行可以左滑？
--   （`:help UITableViewDataSource` 会列出它们。）
-- Hint (zh): 数据源定义了 commit(tv, editingStyle, indexPath)，并且
--   canEditRowAt(tv, indexPath)（不实现时为 true）允许时，这一行就可以左滑。表格自己
--   的左滑识别器比分页滚动视图的拖动手势更早看到行里的触摸（SPEC 12.3 第 4 条）。
-- Hint (zh): 在 commit 里删除 messages[indexPath.row + 1] 并调用
--   tv:reloadData()；在 canEditRowAt 里对置顶消息返回 false。
-- Why: Defining commit(tv, editingStyle, indexPath) is what makes rows swipeable;
--   canEditRowAt says which. The table carries its own pan, after its scroll view's
--   pan, and a touch in a row reaches the table's recognizers before the pager's (a
--   touch's recognizers are collected from the hit view up): a leftward drag on a
--   swipeable row begins the swipe first, and a recognizer that begins makes the
--   others on its touch fail, so the pager does not move. On a row that canEditRowAt
--   refuses, the swipe fails and the pager's pan takes the drag. The data source
--   owns the data: commit removes the message, then reloadData shows it
--   (indexPath.row counts from 0, Lua's arrays from 1).
-- Why (zh): 实现 commit(tv, editingStyle, indexPath) 才会让行可以左滑；canEditRowAt
--   决定哪些行可以。表格自带一个拖动手势识别器，排在它作为滚动视图的拖动手势之后；而
--   行里的触摸先到达表格的识别器，再到达分页滚动视图的（触摸的识别器是从命中的视图往上
--   收集的）：在可左滑的行上向左拖动时左滑先开始，一个识别器开始后会让同一触摸上的其
--   他识别器失败，所以分页滚动视图不动。在 canEditRowAt 拒绝的行上，左滑失败，分页滚
--   动视图的拖动手势接管这次拖动。数据归数据源管：commit 删除消息，然后 reloadData 把
--   变化显示出来（indexPath.row 从 0 开始数，Lua 的数组从 1 开始）。
-- Checked by: `respond-lua exercises check 36`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 36` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local pager <const> = UIScrollView{name = "pager", frame = {0, 0, 375, 667}, pagingEnabled = true, contentSize = {750, 667}}
window:addSubview(pager)
local messages <const> = {"Lunch?", "Invoice #42 (pinned)", "Build failed", "Weekend plans"}
local inbox <const> = {}
function inbox:numberOfRowsInSection(tv, section) return #messages end
function inbox:cellForRowAt(tv, indexPath)
  local cell = tv:dequeueReusableCell("message") or UITableViewCell{reuseIdentifier = "message"}
  cell.textLabel.text = messages[indexPath.row + 1]
  return cell
end
function inbox:didSelectRowAt(tv, indexPath) exercise.engineNote("selected", indexPath.row) end   -- noted for the checks
local list <const> = UITableView{name = "inbox", frame = {0, 0, 375, 667}, dataSource = inbox, delegate = inbox}
pager:addSubview(list)
pager:addSubview(UIView{name = "archive", frame = {375, 0, 375, 667}})
exercise.rememberLayout(window)   -- frames, flags, order and recognizers, before your code

-- >>> your code
-- let the messages be deleted here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "keep the pager and the list as they are", "分页滚动视图和列表保持原样")
expect(pager.scrollEnabled and pager.panGestureRecognizer.enabled and pager.pagingEnabled,
  "the pager no longer pages: the swipe does not need the pager switched off (a row's touch reaches the table's"
    .. " swipe recognizer first)",
  "分页滚动视图不再翻页了：左滑删除不需要关掉它（行里的触摸先到达表格的左滑识别器）")
local function shown()
  local rows = {}
  for row = 0, list:numberOfRowsInSection(0) - 1 do
    local cell = list:cellForRowAt({section = 0, row = row})
    rows[#rows + 1] = cell and cell.textLabel.text or "?"
  end
  return table.concat(rows, ", ")
end
local function openRow()
  for _, cell in ipairs(list.visibleCells) do
    if cell.frame.x ~= 0 then return cell end
  end
  return nil
end
local function swipeLeft(row)
  drag(340, row * 44 + 22, 180, row * 44 + 22)
  sim.settle()
end
local function canSwipe()
  return inbox.commit ~= nil or inbox.commitEditingStyle ~= nil or inbox["tableView:commitEditingStyle:forRowAtIndexPath:"] ~= nil
    or inbox["tableView(_:commit:forRowAt:)"] ~= nil
end
-- 1. A leftward swipe on "Build failed" opens its Delete button; the pager stays on the inbox.
swipeLeft(2)
expect(pager.contentOffset.x == 0, "a leftward swipe on Build failed paged to the archive" .. (canSwipe() and "" or
    (": no row can be swiped, because the data source does not define commit(tv, editingStyle, indexPath)"
      .. (inbox.canEditRowAt and " (canEditRowAt alone does not make a row swipeable)" or ""))),
  "在 Build failed 上向左滑动翻到了归档页" .. (canSwipe() and "" or
    ("：没有任何一行可以左滑，因为数据源没有实现 commit(tv, editingStyle, indexPath)"
      .. (inbox.canEditRowAt and "（只有 canEditRowAt 不会让行可以左滑）" or ""))))
local open = openRow()
expect(open ~= nil and open.textLabel.text == "Build failed" and open.frame.x == -80,
  "a leftward swipe on Build failed did not open its Delete button", "在 Build failed 上向左滑动没有露出它的删除按钮")
-- 2. While it is open, a tap on another row only closes it.
exercise.clearNotes("selected")
tap(100, 22)
sim.settle()
expect(openRow() == nil and exercise.notes("selected").n == 0 and #messages == 4,
  "a tap on Lunch? while Build failed was open did more than close it",
  "Build failed 打开时轻点 Lunch?，除了把它关上之外还做了别的事")
-- 3. A tap on Delete removes it, from the data and from the list.
sim.swipeToDelete(list, {0, 2})
tap(335, 2 * 44 + 22)
sim.settle()
local left = table.concat(messages, ", ")
expect(left == "Lunch?, Invoice #42 (pinned), Weekend plans", "Delete on Build failed left the messages " .. left
    .. (left == "Lunch?, Build failed, Weekend plans" and ": indexPath.row counts from 0 and Lua's arrays from 1, so"
      .. " remove messages[indexPath.row + 1]" or ""),
  "在 Build failed 上点删除之后，messages 是 " .. left .. (left == "Lunch?, Build failed, Weekend plans"
    and "：indexPath.row 从 0 开始数，而 Lua 的数组从 1 开始，所以要删除 messages[indexPath.row + 1]" or ""))
expect(shown() == left, "the message is gone from messages, but the list still shows " .. shown()
    .. ": after changing the data, tell the table (tv:reloadData())",
  "消息已经从 messages 里删除，列表却仍然显示 " .. shown() .. "：改了数据之后要通知表格（tv:reloadData()）")
sim.swipeToDelete(list, {0, 0})
tap(335, 22)
sim.settle()
expect(table.concat(messages, ", ") == "Invoice #42 (pinned), Weekend plans" and shown() == "Invoice #42 (pinned), Weekend plans",
  "Delete on Lunch? did not remove it (messages: " .. table.concat(messages, ", ") .. "; the list shows: " .. shown() .. ")",
  "在 Lunch? 上点删除没有删掉它（messages：" .. table.concat(messages, ", ") .. "；列表显示：" .. shown() .. "）")
-- 4. The pinned message (now the first row) cannot be swiped: the pager takes the drag.
swipeLeft(0)
open = openRow()
expect(open == nil, "a leftward swipe on the pinned message opened its Delete button: canEditRowAt must refuse it"
    .. " (by what the row holds: rows move when others are deleted), and then the pager takes the drag",
  "在置顶消息上向左滑动露出了删除按钮：canEditRowAt 必须拒绝它（根据这一行的内容判断：删掉别的消息之后行号会变），"
    .. "这样分页滚动视图才会接管这次拖动")
expect(pager.contentOffset.x == 375, "a leftward swipe on the pinned message did not page to the archive",
  "在置顶消息上向左滑动没有翻到归档页")
drag(40, 300, 200, 300)
sim.settle()
expect(pager.contentOffset.x == 0, "a rightward swipe on the archive did not page back to the inbox",
  "在归档页向右滑动没有翻回收件箱")

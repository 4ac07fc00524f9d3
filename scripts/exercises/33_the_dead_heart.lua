-- Exercise: The dead heart
-- Exercise (zh): 失灵的爱心
-- Topic: containers
-- Difficulty: 2
-- Seed: none (SPEC 11.4)
-- Task: Each row of the recipes list has a heart button that should toggle the recipe
--   as a favourite. The cells are set up by `actions.configure(cell, heart)` below,
--   and a tap on a heart does nothing: the touch goes to the row instead. Change
--   `actions.configure` so that a tap on a heart toggles that recipe (and selects no
--   row), while a tap elsewhere on a row still selects it. (That the contentView lies
--   in front of views added to the cell itself is observed since iOS 14, SPEC 11.4
--   [obs].)
-- Task (zh): 菜谱列表的每一行都有一个爱心按钮，用来切换这道菜是否收藏。单元格由下面的
--   `actions.configure(cell, heart)` 设置，可是轻点爱心没有任何效果：触摸交给了那一
--   行。修改 `actions.configure`，让轻点爱心切换那道菜的收藏（并且不选中任何行），而
--   轻点行的其他地方仍然选中它。（contentView 位于直接加在单元格上的视图前面，这是从
--   iOS 14 起观察到的行为，SPEC 11.4 [obs]。）
-- Hint: List the cell's subviews from back to front. Is the heart really the
--   frontmost view where you tap?
-- Hint: A table view cell keeps one subview in front of everything added to the cell
--   itself (SPEC 11.4).
-- Hint: Add the heart to cell.contentView instead of to the cell.
-- Hint (zh): 把单元格的子视图从后到前列出来。在你轻点的位置上，爱心真的是最上层的视图
--   吗？
-- Hint (zh): 表格视图单元格会让一个子视图始终位于直接加在单元格上的所有视图前面（SPEC
--   11.4）。
-- Hint (zh): 把爱心加到 cell.contentView 上，而不是单元格本身。
-- Why: A UITableViewCell keeps its contentView as its frontmost subview, so a view
--   added to the cell itself lies under it, and the contentView (then the cell) takes
--   the tap and selects the row: observed since iOS 14 (SPEC 11.4 [obs]). In the
--   contentView the heart is in front of everything at its place: the button takes
--   the touch and sends touchUpInside, and a touch that a control takes does not
--   reach the cell, so no row is selected.
-- Why (zh): UITableViewCell 总是让 contentView 作为它最上层的子视图，所以直接加在单元
--   格上的视图位于它下面，轻点由 contentView（然后是单元格）接收并选中那一行：这是从
--   iOS 14 起观察到的行为（SPEC 11.4 [obs]）。放进 contentView 之后，爱心在它所在的位
--   置上位于最前面：按钮接收触摸并发送 touchUpInside，而被控件接下的触摸不会到达单元
--   格，所以不会选中任何行。
-- Checked by: `respond-lua exercises check 33`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 33` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local recipes <const> = {"Soup", "Salad", "Stew", "Tart"}
local actions = {}

-- >>> your code
function actions.configure(cell, heart)
  cell:addSubview(heart)
end
-- <<< your code

local favourites <const> = {}
local list <const> = {}
function list:numberOfRowsInSection(tv, section) return #recipes end
function list:cellForRowAt(tv, indexPath)
  local cell = UITableViewCell{}
  cell.textLabel.text = recipes[indexPath.row + 1]
  local info = UIButton{name = "info", frame = {255, 7, 50, 30}}   -- the cell's own control, in its contentView
  info:addTarget(nil, function() exercise.engineNote("info", indexPath.row) end, "touchUpInside")
  cell.contentView:addSubview(info)
  local heart = UIButton{name = "heart", frame = {315, 7, 50, 30}}
  heart:addTarget(nil, function()
    local recipe = recipes[indexPath.row + 1]
    favourites[recipe] = not favourites[recipe]
    exercise.engineNote("favourite", indexPath.row)   -- noted for the checks
  end, "touchUpInside")
  actions.configure(cell, heart)
  return cell
end
function list:didSelectRowAt(tv, indexPath) exercise.engineNote("selected", indexPath.row) end   -- noted for the checks
local recipeTable <const> = UITableView{name = "recipes", frame = {0, 0, 375, 667}, dataSource = list, delegate = list}
window:addSubview(recipeTable)

-- Checks
expect(#recipeTable.visibleCells == 4, "the list must show its four recipes", "列表必须显示四道菜")
local function tapAndNote(x, y)
  exercise.clearNotes("favourite")
  exercise.clearNotes("selected")
  tap(x, y)
  return exercise.notes("favourite"), exercise.notes("selected")
end
local hearts, selected = tapAndNote(340, 44 * 2 + 22)
local covered = false
local stewCell = recipeTable:cellForRowAt({section = 0, row = 2})
---@cast stewCell UITableViewCell
for _, v in ipairs(stewCell.subviews) do
  if v.name == "heart" then covered = true end
end
expect(hearts.n == 1 and hearts[1] == 2 and favourites.Stew == true, "a tap on Stew's heart did not make it a favourite"
    .. (covered and (": the heart is a subview of the cell itself, and UITableViewCell keeps its contentView in front"
      .. " of everything added to the cell (iOS 14 and later, SPEC 11.4), so the contentView takes the tap") or ""),
  "轻点 Stew 的爱心没有把它设为收藏" .. (covered and ("：爱心是单元格本身的子视图，而 UITableViewCell 总让 contentView"
      .. " 位于所有直接加在单元格上的视图前面（iOS 14 起，SPEC 11.4），所以轻点交给了 contentView") or ""))
expect(selected.n == 0, "a tap on a heart must not select the row", "轻点爱心不能选中那一行")
hearts = tapAndNote(340, 44 * 2 + 22)
expect(hearts.n == 1 and hearts[1] == 2 and favourites.Stew == false, "a second tap on Stew's heart did not toggle it back",
  "再次轻点 Stew 的爱心没有把收藏切换回去")
hearts, selected = tapAndNote(100, 44 + 22)
expect(selected.n == 1 and selected[1] == 1, "a tap on Salad's title must still select the row",
  "轻点 Salad 的标题仍然必须选中那一行")
exercise.clearNotes("info")
tap(280, 3 * 44 + 22)
local info = exercise.notes("info")
expect(info.n == 1 and info[1] == 3,
  "a tap on Tart's info button (a control the cell's contentView already holds) did nothing: turning off"
    .. " contentView's userInteractionEnabled silences every control in it; let the heart be in front instead",
  "轻点 Tart 的 info 按钮（单元格的 contentView 里本来就有的控件）没有反应：关掉 contentView 的"
    .. " userInteractionEnabled 会让它里面的所有控件都失灵；应该让爱心位于前面")

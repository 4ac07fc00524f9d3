-- Exercise: The Share button under the contentView
-- Exercise (zh): 被 contentView 盖住的分享按钮
-- Topic: containers
-- Difficulty: 3
-- Seed: none (SPEC 12.6)
-- Task: Each row of the photo list is a ShareCell with a Like button (already in its
--   contentView) and a Share button that actions.configure adds when the cell is
--   made; the cell's layoutSubviews keeps Share 10 points from the row's trailing
--   edge. A tap on Share selects the row instead of sharing. Change the code between
--   the markers so that a tap on Share shares that photo (and selects no row), on a
--   375-point and on a 320-point wide list, while Like still works and a tap on the
--   title still selects the row. (That the contentView lies in front of views added
--   to the cell itself is observed since iOS 14, SPEC 11.4 [obs].)
-- Task (zh): 照片列表的每一行都是一个 ShareCell，里面有一个点赞按钮（已经在
--   contentView 里）和一个分享按钮，分享按钮由 actions.configure 在单元格创建时加
--   上；单元格的 layoutSubviews 让分享按钮离行的右边缘 10 点。轻点分享按钮却选中了
--   那一行，而不是分享。修改两个标记之间的代码，让轻点分享按钮分享那张照片（并且不选
--   中任何行），在 375 点宽和 320 点宽的列表上都是如此，同时点赞按钮照常工作，轻点标
--   题仍然选中那一行。（contentView 位于直接加在单元格上的视图前面，这是从 iOS 14 起
--   观察到的行为，SPEC 11.4 [obs]。）
-- Hint: A cell is made 320 points wide and laid out later at the table's width. After
--   that, what lies in front of Share? List the cell's subviews from back to front.
-- Hint: The cell's own layoutSubviews (UITableViewCell.layoutSubviews) makes the
--   contentView fill the cell, and the contentView is kept in front of views added to
--   the cell itself (SPEC 12.6 rule 5, SPEC 11.4).
-- Hint: Add Share to cell.contentView, and keep placing it in layoutSubviews, after
--   the call of UITableViewCell.layoutSubviews(self).
-- Hint (zh): 单元格创建时是 320 点宽，之后才按表格的宽度布局。布局之后，分享按钮前面是
--   什么？把单元格的子视图从后到前列出来。
-- Hint (zh): 单元格自己的 layoutSubviews（UITableViewCell.layoutSubviews）会让
--   contentView 填满单元格，而 contentView 总是位于直接加在单元格上的视图前面（SPEC
--   12.6 第 5 条，SPEC 11.4）。
-- Hint (zh): 把分享按钮加到 cell.contentView 上，仍然在 layoutSubviews 里、在调用
--   UITableViewCell.layoutSubviews(self) 之后摆放它。
-- Why: A UITableViewCell is made 320 points wide; the table gives it the row's size,
--   and at the next layout pass the cell's own layoutSubviews makes the contentView
--   fill it (SPEC 12.6). The contentView is kept the cell's frontmost subview, so a
--   button added to the cell itself lies under it, and the tap goes to the
--   contentView and selects the row (iOS 14 and later, observed). In the contentView
--   the button is in front at its place and takes the touch, and a touch a control
--   takes never reaches the cell. Placed in layoutSubviews from the cell's size, it
--   follows the row on any phone; an override of layoutSubviews calls the built-in
--   one first, which is where the cell lays out its own views.
-- Why (zh): UITableViewCell 创建时是 320 点宽；表格把它设为行的大小，在下一次布局时，
--   单元格自己的 layoutSubviews 让 contentView 填满它（SPEC 12.6）。contentView 总是
--   单元格最上层的子视图，所以直接加在单元格上的按钮位于它下面，轻点交给 contentView
--   并选中那一行（iOS 14 起观察到的行为）。放进 contentView 之后，按钮在它所在的位置
--   上位于最前面，接收触摸，而被控件接下的触摸不会到达单元格。在 layoutSubviews 里按
--   单元格的大小摆放，无论什么机型，它都会留在行的右边缘；重写 layoutSubviews 时先调
--   用内置的实现，单元格在那里布局它自己的视图。
-- Checked by: `respond-lua exercises check 37`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 37` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local photos <const> = {"Sunrise", "Harbour", "Snow", "Market"}
local ShareCell <const> = UITableViewCell:subclass("ShareCell")
local actions <const> = {}

-- >>> your code
function ShareCell:layoutSubviews()
  UITableViewCell.layoutSubviews(self)
  self.share.frame = {self.bounds.width - 50, 10, 40, 40}   -- 10 points from the trailing edge
end
function actions.configure(cell, share)   -- called once, when a cell is made
  cell:addSubview(share)
end
-- <<< your code

local list <const> = {}
function list:numberOfRowsInSection(tv, section) return #photos end
function list:cellForRowAt(tv, indexPath)
  local cell = ShareCell{}
  cell.textLabel.text = photos[indexPath.row + 1]
  local like = UIButton{name = "like", frame = {200, 10, 50, 40}}   -- the cell's own control, in its contentView
  like:addTarget(nil, function() exercise.engineNote("liked", indexPath.row) end, "touchUpInside")
  cell.contentView:addSubview(like)
  local share = UIButton{name = "share", frame = {0, 0, 40, 40}}
  share:addTarget(nil, function() exercise.engineNote("shared", indexPath.row) end, "touchUpInside")   -- noted for the checks
  cell.share = share
  actions.configure(cell, share)
  return cell
end
function list:didSelectRowAt(tv, indexPath) exercise.engineNote("selected", indexPath.row) end
local photoTable <const> = UITableView{name = "photos", frame = {0, 0, 375, 667}, rowHeight = 60, dataSource = list,
  delegate = list}
window:addSubview(photoTable)

-- Checks
local function tapAndNote(x, y)
  for _, kind in ipairs({"shared", "liked", "selected"}) do exercise.clearNotes(kind) end
  tap(x, y)
  return exercise.notes("shared"), exercise.notes("liked"), exercise.notes("selected")
end
local function checkRow(width, row)
  window:layoutIfNeeded()   -- the layout pass UIKit runs before the next touch, run now to read the frames
  local cell = photoTable:cellForRowAt({section = 0, row = row})
  ---@cast cell UITableViewCell
  local y = row * 60 + 30
  local share = cell.share
  ---@cast share UIButton
  local inRow = share:convertRectToView(share.bounds, cell)
  expect(inRow.maxX == width - 10 and inRow.y == 10, "in a " .. width .. "-point wide list, Share is at "
      .. tostring(inRow) .. " in its row, not 10 points from the trailing edge: place it from the cell's size, in"
      .. " layoutSubviews, which runs whenever the cell's size changes",
    "在 " .. width .. " 点宽的列表里，分享按钮在行里的位置是 " .. tostring(inRow) .. "，没有离右边缘 10 点：应该在"
      .. " layoutSubviews 里按单元格的大小摆放，单元格的大小一变它就会运行")
  local shared, liked, selected = tapAndNote(width - 30, y)
  if not (shared.n == 1 and shared[1] == row) then
    local hit = hitTest(width - 30, y)
    local covered = rawequal(share.superview, cell)
    expect(false, "a tap on " .. photos[row + 1] .. "'s Share did not share it: the touch went to " .. exercise.label(hit)
        .. (covered and (", because Share is a subview of the cell itself, and UITableViewCell keeps its contentView"
          .. " in front of everything added to the cell (iOS 14 and later, SPEC 11.4)") or ""),
      "轻点 " .. photos[row + 1] .. " 的分享按钮没有分享它：触摸交给了 " .. exercise.label(hit)
        .. (covered and "，因为分享按钮是单元格本身的子视图，而 UITableViewCell 总让 contentView 位于所有直接加在单元格上的"
          .. "视图前面（iOS 14 起，SPEC 11.4）" or ""))
  end
  expect(selected.n == 0, "a tap on Share must not select the row", "轻点分享按钮不能选中那一行")
  shared, liked, selected = tapAndNote(225, y)
  expect(liked.n == 1 and liked[1] == row and selected.n == 0,
    "a tap on " .. photos[row + 1] .. "'s Like (a control the contentView already holds) did nothing: turning off the"
      .. " contentView's userInteractionEnabled silences every control in it; let Share be in front instead",
    "轻点 " .. photos[row + 1] .. " 的点赞按钮（contentView 里本来就有的控件）没有反应：关掉 contentView 的"
      .. " userInteractionEnabled 会让它里面的所有控件都失灵；应该让分享按钮位于前面")
  shared, liked, selected = tapAndNote(60, y)
  expect(selected.n == 1 and selected[1] == row and shared.n == 0, "a tap on " .. photos[row + 1]
      .. "'s title must still select the row", "轻点 " .. photos[row + 1] .. " 的标题仍然必须选中那一行")
end
expect(#photoTable.visibleCells == 4, "the list must show its four photos", "列表必须显示四张照片")
checkRow(375, 2)
checkRow(375, 0)
-- A narrower phone: the table, and so its rows, 320 points wide.
photoTable.frame = CGRect(0, 0, 320, 667)
checkRow(320, 1)

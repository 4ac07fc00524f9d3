-- Exercise: A header you can tap
-- Exercise (zh): 能点的分区头
-- Topic: containers
-- Difficulty: 2
-- Seed: none (SPEC 12.3)
-- Task: The groceries list has two sections, Fruit and Vegetables. A tap anywhere on
--   a section's header should fold the section (hide its rows) or unfold it, by
--   calling toggle(tv, section). The headers are titles now, and a tap on one does
--   nothing. Make every header (at least 28 points high) toggle its own section when
--   tapped, also while the list is scrolled, while a tap on a row still selects it.
-- Task (zh): 购物清单有两个分区：水果和蔬菜。轻点分区头的任何位置，都应该折叠这个分区
--   （隐藏它的行）或者展开它，方法是调用 toggle(tv, section)。现在分区头只是标题，轻
--   点上去没有任何反应。让每个分区头（至少 28 点高）被轻点时切换它自己的分区，列表滚
--   动之后也一样，同时轻点某一行仍然选中它。
-- Hint: Ask the engine what a tap on a header hits: explain(100, 34). Which view is
--   the title header, and does it take touches?
-- Hint: A title header is a plain label that takes no touches (SPEC 12.3). The table
--   asks its delegate for a header view (viewForHeaderInSection), an ordinary view
--   in front of the cells, and for its height (heightForHeaderInSection).
-- Hint: Return from viewForHeaderInSection a view with a frame (or answer
--   heightForHeaderInSection) that has a UITapGestureRecognizer or a button whose
--   action calls toggle(tv, section).
-- Hint (zh): 问问引擎轻点分区头时命中了什么：explain(100, 34)。标题分区头是哪个视图？它
--   接收触摸吗？
-- Hint (zh): 标题分区头只是一个不接收触摸的普通标签（SPEC 12.3）。表格会向代理要分区头
--   视图（viewForHeaderInSection），它是位于单元格前面的普通视图；还会问它的高度
--   （heightForHeaderInSection）。
-- Hint (zh): 在 viewForHeaderInSection 里返回一个有 frame 的视图（或者实现
--   heightForHeaderInSection），给它加上 UITapGestureRecognizer 或按钮，在动作里调用
--   toggle(tv, section)。
-- Why: A header the delegate returns from viewForHeaderInSection is an ordinary
--   subview of the table, placed in front of every cell, so a button or a tap
--   recognizer in it takes its touches, and a tap on it selects no row (its next
--   responder is the table, not a cell). Its height comes from
--   heightForHeaderInSection, else from the view's own frame: a view made with no
--   frame is 0 high and never shown. A title header is a label that takes no
--   touches. In a plain table headers float, so a scrolled section's header stays at
--   the top, in front of the row under it, and still takes the tap (SPEC 12.3).
-- Why (zh): 代理在 viewForHeaderInSection 里返回的分区头是表格的普通子视图，位于所有单
--   元格前面，所以其中的按钮或轻点手势识别器能接收它的触摸，而轻点它也不会选中任何行
--   （它的下一个响应者是表格，不是单元格）。它的高度来自
--   heightForHeaderInSection，否则来自视图自己的 frame：没有 frame 的视图高度为
--   0，根本不会显示。标题分区头是一个不接收触摸的标签。普通样式的表格里分区头会悬
--   停，所以滚动之后分区头仍停在顶部、盖在下面那一行前面，照样能接收轻点（SPEC
--   12.3）。
-- Checked by: `respond-lua exercises check 35`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 35` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local sections <const> = {
  {title = "Fruit", rows = {"Apple", "Banana", "Cherry", "Damson"}, collapsed = false},
  {title = "Vegetables", rows = {"Artichoke", "Broccoli", "Carrot"}, collapsed = false},
}
local list <const> = {}
function list:numberOfSections(tv) return #sections end
function list:numberOfRowsInSection(tv, s) return sections[s + 1].collapsed and 0 or #sections[s + 1].rows end
function list:cellForRowAt(tv, indexPath)
  local cell = tv:dequeueReusableCell("row") or UITableViewCell{reuseIdentifier = "row"}
  cell.textLabel.text = sections[indexPath.section + 1].rows[indexPath.row + 1]
  return cell
end
function list:didSelectRowAt(tv, indexPath)   -- noted for the checks
  exercise.engineNote("selected", sections[indexPath.section + 1].rows[indexPath.row + 1])
end
-- Folds or unfolds a section and shows the change.
local toggle <const> = function(tv, section)
  sections[section + 1].collapsed = not sections[section + 1].collapsed
  tv:reloadData()
end

-- >>> your code
function list:titleForHeaderInSection(tv, section)
  return sections[section + 1].title
end
-- <<< your code

local groceries <const> = UITableView{name = "groceries", frame = {0, 20, 375, 400}, dataSource = list, delegate = list}
window:addSubview(groceries)

-- Checks
local function header(section)
  local view = groceries:headerViewForSection(section)
  local name = sections[section + 1].title
  if view == nil or view.frame.height == 0 then
    local own = list.viewForHeaderInSection and list:viewForHeaderInSection(groceries, section)
    expect(false, own and ("the " .. name .. " header is not shown: with no heightForHeaderInSection (and"
        .. " sectionHeaderHeight 0) a header is as high as its view's frame, and the view returned was made with"
        .. " the frame " .. tostring(own.frame))
      or ("the " .. name .. " header has no view: the delegate's viewForHeaderInSection returns none"),
      own and (name .. " 的分区头没有显示：没有 heightForHeaderInSection（而 sectionHeaderHeight 为 0）时，分区头的高度"
        .. "就是它的视图 frame 的高度，而返回的视图的 frame 是 " .. tostring(own.frame))
      or (name .. " 的分区头没有视图：代理的 viewForHeaderInSection 没有返回视图"))
  end
  ---@cast view UIView
  return view, view:convertRectToView(view.bounds, nil)
end
-- Taps at a header's left part and its middle; each must fold or unfold that section only.
local function tapHeader(section, x)
  local view, rect = header(section)
  local name = sections[section + 1].title
  expect(rect.height >= 28, "the " .. name .. " header is only " .. exercise.show(rect.height) .. " points high",
    name .. " 的分区头只有 " .. exercise.show(rect.height) .. " 点高")
  local before = {sections[1].collapsed, sections[2].collapsed}
  exercise.clearNotes("selected")
  local hit = hitTest(x, rect.y + rect.height / 2)
  tap(x, rect.y + rect.height / 2)
  local changed = sections[section + 1].collapsed ~= before[section + 1]
  local otherSection, otherBefore = sections[1], before[1]
  if section == 0 then otherSection, otherBefore = sections[2], before[2] end
  expect(otherSection.collapsed == otherBefore, "a tap on the " .. name .. " header folded or unfolded "
      .. otherSection.title .. ": each header must call toggle with its own section",
    "轻点 " .. name .. " 的分区头切换了 " .. otherSection.title .. "：每个分区头都必须用自己的分区调用 toggle")
  -- (The checker takes `collapsed` for the constant false it starts as.)
  ---@diagnostic disable-next-line: unnecessary-if
  if not changed then
    local where = hit and exercise.label(hit) or "nothing"
    local cause, causeZh
    if hit and not hit:isDescendantOfView(view) then
      if rawget(list, "viewForHeaderInSection") == nil then
        cause = "it is a title header (titleForHeaderInSection), a plain label that takes no touches, so the tap goes"
          .. " to the table; a header that answers taps is a view the delegate returns from viewForHeaderInSection"
        causeZh = "它是标题分区头（titleForHeaderInSection），一个不接收触摸的普通标签，所以轻点交给了表格；要响应轻点，"
          .. "分区头必须是代理在 viewForHeaderInSection 里返回的视图"
      elseif not view.userInteractionEnabled then
        cause = "the header view (" .. tostring(view.className) .. ") has userInteractionEnabled false, so hit testing"
          .. " skips it and what it holds (a UILabel is made so)"
        causeZh = "分区头视图（" .. tostring(view.className) .. "）的 userInteractionEnabled 为 false，命中测试会跳过它"
          .. "和它里面的一切（UILabel 默认就是这样）"
      else
        cause = "the touch went past the header"
        causeZh = "触摸越过了分区头"
      end
    else
      cause = "the header took the touch, but nothing in it called toggle"
      causeZh = "分区头接收了触摸，但其中没有任何东西调用 toggle"
    end
    expect(false, "a tap on the " .. name .. " header at x " .. x .. " went to " .. where .. " and toggled nothing: "
        .. cause, "轻点 " .. name .. " 分区头（x 为 " .. x .. "）交给了 " .. where .. "，没有切换任何分区：" .. causeZh)
  end
  local rows = groceries:numberOfRowsInSection(section)
  expect(rows == (sections[section + 1].collapsed and 0 or #sections[section + 1].rows),
    "after the tap " .. name .. " is " .. (sections[section + 1].collapsed and "folded" or "unfolded") .. ", but the"
      .. " table still shows " .. rows .. " rows: the table shows what its data source said at the last"
      .. " reloadData; call toggle(tv, section), which reloads",
    "轻点之后 " .. name .. " 已经" .. (sections[section + 1].collapsed and "折叠" or "展开") .. "，表格却仍然显示 " .. rows
      .. " 行：表格显示的是上一次 reloadData 时数据源给出的内容；调用会重新加载的 toggle(tv, section)")
  local selected = exercise.notes("selected")
  expect(selected.n == 0, "a tap on the " .. name .. " header selected " .. tostring(selected[1]),
    "轻点 " .. name .. " 的分区头选中了 " .. tostring(selected[1]))
end
tapHeader(0, 187)
expect(sections[1].collapsed, "a tap on the Fruit header did not fold it", "轻点水果的分区头没有把它折叠起来")
tapHeader(0, 20)
tapHeader(1, 187)
tapHeader(1, 20)
expect(not sections[1].collapsed and not sections[2].collapsed, "a second tap did not unfold the section",
  "第二次轻点没有展开分区")
-- A row still selects.
local _, fruitHeader = header(0)
exercise.clearNotes("selected")
tap(100, fruitHeader.maxY + 44 + 22)
local selected = exercise.notes("selected")
expect(selected.n == 1 and selected[1] == "Banana", "a tap on Banana did not select it", "轻点 Banana 没有选中它")
-- Scrolled: the Fruit header floats at the top of the list, in front of its rows.
groceries:setContentOffset({0, 60})
tapHeader(0, 187)
expect(sections[1].collapsed, "with the list scrolled, a tap at its top (on the floating Fruit header) did not fold"
  .. " Fruit", "列表滚动之后，轻点顶部（悬停的水果分区头）没有把水果折叠起来")

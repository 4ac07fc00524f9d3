-- SPEC 11.4 and 11.11 "Tables": rows from a data source, only visible cells,
-- reuse, the contentView, selection by the cell's own touch handling.
local w = UIWindow{} w:makeKeyAndVisible()
local log = {}
local function logged() local out = log; log = {}; return out end
local function add(s) log[#log + 1] = s end
-- The log without the times.
local function calls()
  local out = {}
  for i, s in ipairs(logged()) do out[i] = s:gsub("@.*", "") end
  return out
end

-- IndexPath values (LUA_API §11).
local p = IndexPath{section = 0, row = 2}
assertEqual(tostring(p), "[0, 2]")
assertEqual(p.row, 2)
assertEqual(p.item, 2)
assertEqual(p == IndexPath(0, 2), true)
assertEqual(p == IndexPath{section = 0, item = 2}, true)
assertEqual(p == IndexPath(1, 2), false)
assertEqual(p == {0, 2}, false, "a plain table is not == to an IndexPath")
assertEqual(tostring(IndexPath{1, 3}), "[1, 3]")
assertEqual(pcall(IndexPath, 0, 1.5), false)

-- A data source of 100 rows; every call it gets is logged.
local made = 0
local ds = {}
function ds:numberOfRowsInSection(tv, section) return 100 end
function ds:cellForRowAt(tv, indexPath)
  local cell = tv:dequeueReusableCell("plain")
  if not cell then
    made = made + 1
    cell = UITableViewCell{reuseIdentifier = "plain"}
  end
  cell.textLabel.text = "row " .. indexPath.row
  cell.name = "row " .. indexPath.row
  return cell
end

local tv = UITableView{name = "list", frame = {0, 0, 375, 600}}
assertEqual(tv.rowHeight, 44)
assertEqual(tv.allowsSelection, true)
assertEqual(tv.allowsMultipleSelection, false)
assertEqual(tv.sectionHeaderHeight, 0)
tv.dataSource = ds
assertEqual(#tv.visibleCells, 0, "not in a window: nothing loaded yet")
w:addSubview(tv)
assertEqual(tv.contentSize, CGSize(375, 4400))
local function rows()
  local out = {}
  for _, cell in ipairs(tv.visibleCells) do out[#out + 1] = tv:indexPathForCell(cell).row end
  return out
end
local function range(a, b) local out = {} for i = a, b do out[#out + 1] = i end return out end
assertEqual(rows(), range(0, 13), "rows 0..13 intersect 0..600")
assertEqual(made, 14)
assertEqual(tv:cellForRowAt({0, 3}).frame, CGRect(0, 132, 375, 44))
assertEqual(tv:cellForRowAt({0, 3}).contentView.frame, CGRect(0, 0, 375, 44))
assertEqual(tv:cellForRowAt(IndexPath(0, 20)), nil, "not visible")
assertEqual(tv:rectForRowAt({section = 0, row = 20}), CGRect(0, 880, 375, 44))
assertEqual(tv:indexPathForRowAt({10, 150}), IndexPath(0, 3))
assertEqual(tv:numberOfRowsInSection(0), 100)
assertEqual(tv.numberOfSections, 1)

-- Scrolling: cells that leave go to the pool first, then new rows are asked.
tv:setContentOffset({0, 440})
assertEqual(rows(), range(10, 23))
assertEqual(made, 14, "ten cells left and were reused for the ten rows that came")
assertEqual(tv.reusableCellCount, 0)
assertEqual(tv:cellForRowAt({0, 14}).name, "row 14")
tv:setContentOffset({0, 0})
assertEqual(rows(), range(0, 13))
assertEqual(made, 14)
-- The cells are the table's subviews, in row order.
assertEqual(tv.subviews[1].name, "row 0")
assertEqual(tv.subviews[14].name, "row 13")

-- scrollToRowAt positions (SPEC 11.11).
tv:scrollToRowAt({0, 50}, "top")
assertEqual(tv.contentOffset, CGPoint(0, 2200))
tv:scrollToRowAt({0, 50}, "middle")
assertEqual(tv.contentOffset, CGPoint(0, 2200 + 22 - 300))
tv:scrollToRowAt({0, 50}, "bottom")
assertEqual(tv.contentOffset, CGPoint(0, 2244 - 600))
tv:scrollToRowAt({0, 45}, "none")
assertEqual(tv.contentOffset, CGPoint(0, 1644), "row 45 is shown: no move")
tv:scrollToRowAt({0, 60}, "none")
assertEqual(tv.contentOffset, CGPoint(0, 60 * 44 + 44 - 600), "the least that shows it")
tv:scrollToRowAt({0, 99}, "top", true)
assertEqual(tv.contentOffset, CGPoint(0, 3800), "clamped to the offset range")
tv:scrollToRowAt({0, 0}, "top")
assertEqual(tv.contentOffset, CGPoint(0, 0))

-- Selection: the exact order of the delegate's calls.
local names = {"shouldHighlightRowAt", "didHighlightRowAt", "didUnhighlightRowAt", "willSelectRowAt",
  "didSelectRowAt", "willDeselectRowAt", "didDeselectRowAt"}
local answers = {}
local delegate = {}
for _, name in ipairs(names) do
  delegate[name] = function(self, table, indexPath)
    assertEqual(table, tv)
    add(string.format("%s %s@%.3f", name, tostring(indexPath), sim.now))
    if answers[name] ~= nil then return answers[name](indexPath) end
    if name == "shouldHighlightRowAt" then return true end
    if name:sub(1, 4) == "will" then return indexPath end
  end
end
tv.delegate = delegate
sim.settle()
local t0 = sim.now
tap(100, 150)
assertEqual(logged(), {
  string.format("shouldHighlightRowAt [0, 3]@%.3f", t0 + 0.05),
  string.format("didHighlightRowAt [0, 3]@%.3f", t0 + 0.05),
  string.format("willSelectRowAt [0, 3]@%.3f", t0 + 0.05),
  string.format("didUnhighlightRowAt [0, 3]@%.3f", t0 + 0.05),
  string.format("didSelectRowAt [0, 3]@%.3f", t0 + 0.05),
}, "a quick tap: highlight and select at the touch-up")
assertEqual(tv.indexPathForSelectedRow, IndexPath(0, 3))
assertEqual(tv:cellForRowAt({0, 3}).selected, true)
assertEqual(tv:cellForRowAt({0, 3}).highlighted, false)

-- A held touch highlights after the 0.15 s content delay; single selection
-- deselects the old row between willSelect and didUnhighlight.
t0 = sim.now
local f = touchDown(100, 200)
f:hold(0.2)
assertEqual(logged(), {
  string.format("shouldHighlightRowAt [0, 4]@%.3f", t0 + 0.15),
  string.format("didHighlightRowAt [0, 4]@%.3f", t0 + 0.15),
})
assertEqual(tv:cellForRowAt({0, 4}).highlighted, true)
f:up()
assertEqual(logged(), {
  string.format("willSelectRowAt [0, 4]@%.3f", t0 + 0.2),
  string.format("willDeselectRowAt [0, 3]@%.3f", t0 + 0.2),
  string.format("didDeselectRowAt [0, 3]@%.3f", t0 + 0.2),
  string.format("didUnhighlightRowAt [0, 4]@%.3f", t0 + 0.2),
  string.format("didSelectRowAt [0, 4]@%.3f", t0 + 0.2),
})
assertEqual(tv.indexPathsForSelectedRows, {IndexPath(0, 4)})
assertEqual(tv:cellForRowAt({0, 3}).selected, false)

-- A touch that ends outside the cell unhighlights without selecting (with
-- scrolling off, so that the move does not scroll).
tv.scrollEnabled = false
f = touchDown(100, 240)
assertEqual(calls(), {"shouldHighlightRowAt [0, 5]", "didHighlightRowAt [0, 5]"}, "no delay with scrolling off")
f:moveTo(100, 500)
f:up()
assertEqual(calls(), {"didUnhighlightRowAt [0, 5]"}, "no selection")
assertEqual(tv.indexPathForSelectedRow, IndexPath(0, 4))
tv.scrollEnabled = true

-- A drag cancels the cell's touch: unhighlight, no selection.
f = touchDown(100, 300); f:hold(0.2)
logged()
f:moveTo(100, 250)
assertEqual(tv.contentOffset, CGPoint(0, 40))
f:up()
assertEqual(calls(), {"didUnhighlightRowAt [0, 6]"})
assertEqual(tv.indexPathForSelectedRow, IndexPath(0, 4))
sim.settle()
tv:setContentOffset({0, 0})
logged()

-- shouldHighlightRowAt false: no highlight and no selection.
answers.shouldHighlightRowAt = function() return false end
tap(100, 20)
assertEqual(calls(), {"shouldHighlightRowAt [0, 0]"})
assertEqual(tv.indexPathForSelectedRow, IndexPath(0, 4))
answers.shouldHighlightRowAt = nil

-- willSelectRowAt returning nil unhighlights; returning another row selects that one.
answers.willSelectRowAt = function() return nil end
tap(100, 20)
assertEqual(calls(), {"shouldHighlightRowAt [0, 0]", "didHighlightRowAt [0, 0]", "willSelectRowAt [0, 0]",
  "didUnhighlightRowAt [0, 0]"})
answers.willSelectRowAt = function() return {0, 7} end
tap(100, 20)
assertEqual(calls(), {"shouldHighlightRowAt [0, 0]", "didHighlightRowAt [0, 0]", "willSelectRowAt [0, 0]",
  "willDeselectRowAt [0, 4]", "didDeselectRowAt [0, 4]", "didUnhighlightRowAt [0, 0]", "didSelectRowAt [0, 7]"})
assertEqual(tv.indexPathForSelectedRow, IndexPath(0, 7))
answers.willSelectRowAt = nil

-- Multiple selection: a tap on a selected row deselects it.
tv.allowsMultipleSelection = true
tap(100, 20)
assertEqual(tv.indexPathsForSelectedRows, {IndexPath(0, 0), IndexPath(0, 7)})
logged()
tap(100, 20)
assertEqual(calls(), {"shouldHighlightRowAt [0, 0]", "didHighlightRowAt [0, 0]", "willDeselectRowAt [0, 0]",
  "didUnhighlightRowAt [0, 0]", "didDeselectRowAt [0, 0]"})
assertEqual(tv.indexPathsForSelectedRows, {IndexPath(0, 7)})
tv.allowsMultipleSelection = false

-- selectRowAt and deselectRowAt call no delegate.
tv:selectRowAt({0, 2}, false, "none")
assertEqual(logged(), {})
assertEqual(tv.indexPathsForSelectedRows, {IndexPath(0, 2)}, "single selection drops the old row")
tv:deselectRowAt({0, 2}, false)
assertEqual(tv.indexPathForSelectedRow, nil)
assertEqual(tv.indexPathsForSelectedRows, nil)

-- allowsSelection false clears the selection and asks nothing.
tv:selectRowAt({0, 1})
tv.allowsSelection = false
assertEqual(tv.indexPathForSelectedRow, nil)
tap(100, 20)
assertEqual(logged(), {})
tv.allowsSelection = true

-- A button in the contentView keeps its tap: no selection.
local cell0 = tv:cellForRowAt({0, 0})
local button = UIButton{name = "info", frame = {300, 0, 44, 44}}
local pressed = 0
button:addTarget(nil, function() pressed = pressed + 1 end, "touchUpInside")
cell0.contentView:addSubview(button)
tap(320, 20)
assertEqual(pressed, 1)
assertEqual(logged(), {})
-- Added to the cell itself, it lies under the contentView: the row is selected instead.
cell0:addSubview(button)
assertEqual(cell0.subviews[#cell0.subviews], cell0.contentView, "the contentView is kept in front")
tap(320, 20)
assertEqual(pressed, 1)
assertEqual(tv.indexPathForSelectedRow, IndexPath(0, 0))
cell0:bringSubviewToFront(button)
assertEqual(cell0.subviews[#cell0.subviews], cell0.contentView)
button:removeFromSuperview()
logged()

-- A recognizer with cancelsTouchesInView on the table cancels the cell's touch.
local dismiss = UITapGestureRecognizer{}
tv:addGestureRecognizer(dismiss)
tap(100, 60)
local got = calls()
print("with the tap recognizer: " .. table.concat(got, ", "))
for _, line in ipairs(got) do assertEqual(line:find("didSelectRowAt") == nil, true, line) end
assertEqual(tv.indexPathForSelectedRow, IndexPath(0, 0))
dismiss.cancelsTouchesInView = false
tap(100, 60)
assertEqual(tv.indexPathForSelectedRow, IndexPath(0, 1))
tv:removeGestureRecognizer(dismiss)
logged()

-- A cell subclass that overrides touchesBegan without calling the default
-- loses selection; calling UITableViewCell.touchesBegan keeps it.
local Quiet = UITableViewCell:subclass("QuietCell")
function Quiet:touchesBegan(touches, event) add("quiet began") end
local Polite = UITableViewCell:subclass("PoliteCell")
function Polite:touchesBegan(touches, event)
  add("polite began")
  UITableViewCell.touchesBegan(self, touches, event)
end
local small = UITableView{name = "small", frame = {0, 0, 375, 200}}
small:register(Quiet, "quiet")
small:registerClass(Polite, "polite")
local smallDelegate = {}
function smallDelegate:numberOfRowsInSection() return 2 end
function smallDelegate:cellForRowAt(t, ip)
  return t:dequeueReusableCellWithIdentifier(ip.row == 0 and "quiet" or "polite")
end
function smallDelegate:didSelectRowAt(t, ip) add("selected " .. tostring(ip)) end
small.delegate = smallDelegate
small.dataSource = smallDelegate
small.frame = {0, 0, 375, 67}
local holder = UIView{frame = {0, 600, 375, 67}}
holder:addSubview(small)
assertEqual(#small.visibleCells, 0)
w:addSubview(holder)
assertEqual(small:cellForRowAt({0, 0}).className, "QuietCell", "loaded when it joined a window")
assertEqual(small:cellForRowAt({0, 1}).reuseIdentifier, "polite")
tap(100, 620)
assertEqual(logged(), {"quiet began"})
tap(100, 660)
assertEqual(logged(), {"polite began", "selected [0, 1]"})
holder:removeFromSuperview()

-- Sections with headers and footers, delegate heights.
local sections = UITableView{name = "sections", frame = {0, 0, 375, 300}, sectionHeaderHeight = 30}
local sd = {}
function sd:numberOfSections() return 3 end
function sd:numberOfRowsInSection(t, s) return s + 1 end
function sd:heightForFooterInSection(t, s) return s == 1 and 10 or 0 end
function sd:heightForRowAt(t, ip) return 20 + ip.row * 10 end
function sd:cellForRowAt(t, ip) return UITableViewCell{name = tostring(ip)} end
sections.delegate = sd
sections.dataSource = sd
sections:reloadData()
-- s0: header 0..30, row 30..50; s1: header 50..80, rows 80..100, 100..130, footer ..140;
-- s2: header 140..170, rows 170..190, 190..220, 220..260.
assertEqual(sections.contentSize, CGSize(375, 260))
assertEqual(sections:rectForRowAt({1, 1}), CGRect(0, 100, 375, 30))
assertEqual(sections:rectForRowAt({2, 2}), CGRect(0, 220, 375, 40))
assertEqual(sections:indexPathForRowAt({5, 135}), nil, "a footer")
assertEqual(sections:indexPathForRowAt({5, 200}), IndexPath(2, 1))
assertEqual(#sections.visibleCells, 6)
sections:setContentOffset({0, 0})
sections.frame = {0, 0, 375, 100}
assertEqual(#sections.visibleCells, 2, "resized: [0, 0] and [1, 0]")
sections.frame = {0, 0, 200, 300}
assertEqual(#sections.visibleCells, 6)
assertEqual(sections:cellForRowAt({2, 2}).frame, CGRect(0, 220, 200, 40), "cells follow the width")
assertEqual(sections.contentSize, CGSize(200, 260))

-- reloadData moves the visible cells into the pool, then asks again.
local before, pooled = made, tv.reusableCellCount
assertEqual(pooled, 1, "row 14 came into view during the drag and left again")
ds.numberOfRowsInSection = function() return 3 end
tv:reloadData()
assertEqual(rows(), {0, 1, 2})
assertEqual(made, before, "reused from the pool")
assertEqual(tv.reusableCellCount, pooled + 14 - 3)
assertEqual(tv.contentSize, CGSize(375, 132))
assertEqual(tv.indexPathForSelectedRow, IndexPath(0, 1), "a selection still in range is kept")

-- 10^9 rows of a uniform height cost what 20 do.
ds.numberOfRowsInSection = function() return 1e9 end
tv:reloadData()
assertEqual(tv.contentSize.height, 44e9)
tv:scrollToRowAt({0, 999999999}, "bottom")
assertEqual(rows(), range(999999986, 999999999))
tv:setContentOffset({0, 0})

-- The records name the selection's steps; explain says what a touch does to the row.
sim.record(true)
tap(100, 20)
local events = {}
for _, r in ipairs(sim.records()) do if r.kind == "control" then events[#events + 1] = r.event end end
sim.record(false)
assertEqual(events, {"shouldHighlightRowAt [0, 0] → true", "didHighlightRowAt [0, 0]", "willSelectRowAt [0, 0] → [0, 0]",
  "didDeselectRowAt [0, 1]", "didUnhighlightRowAt [0, 0]", "row [0, 0] selected", "didSelectRowAt [0, 0]"})
logged()
local e = explain(100, 20)
assertEqual(e.contentTouches[2]:match("^.-: its touchesBegan"), 'UITableViewCell "row 0" is row [0, 0]: its touchesBegan')
print("tables: ok")

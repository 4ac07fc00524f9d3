-- SPEC 12.3 rule 4 and 12.8 "Tables": swipe to delete, the Delete button,
-- closing, editing mode.
local w = UIWindow{} w:makeKeyAndVisible()
local log = {}
local function add(s) log[#log + 1] = s end
local function logged() local out = log; log = {}; return out end

local items = {}
for i = 1, 20 do items[i] = "item " .. i end
local ds = {}
function ds:numberOfRowsInSection(tv, s) return #items end
function ds:cellForRowAt(tv, ip)
  local c = tv:dequeueReusableCell("c") or UITableViewCell{reuseIdentifier = "c"}
  c.name = items[ip.row + 1]
  return c
end
local d = {}
for _, name in ipairs{"didHighlightRowAt", "didUnhighlightRowAt", "didSelectRowAt"} do
  d[name] = function(self, tv, ip) add(name .. " " .. tostring(ip)) end
end
function d:scrollViewDidScroll(sv) add("scrollViewDidScroll") end
local tv = UITableView{name = "t", frame = {0, 0, 375, 440}, dataSource = ds, delegate = d}
w:addSubview(tv)
sim.settle()

-- The recognizer: after the scroll view's two.
local classes = {}
for i, g in ipairs(tv.gestureRecognizers) do classes[i] = g.className end
assertEqual(classes, {"UIScrollViewDelayedTouchesBeganGestureRecognizer", "UIScrollViewPanGestureRecognizer",
  "_UISwipeActionPanGestureRecognizer"})
local swipe = tv.gestureRecognizers[3]
assertEqual(swipe:isKindOfClass(UIPanGestureRecognizer), true)

local function cellX(row) return tv:cellForRowAt({0, row}).frame.x end
local function button()
  for _, v in ipairs(tv.subviews) do if v.className == "UISwipeActionStandardButton" then return v end end
end

-- No commit in the data source: rows are not swipeable; a leftward drag does nothing.
drag(300, 66, 140, 66)
assertEqual(cellX(1), 0)
assertEqual(button(), nil)
assertEqual(tv.contentOffset, CGPoint(0, 0))
logged()

-- With commit: a swipe opens the row.
function ds:commit(tv, style, ip)
  add("commit " .. style .. " " .. tostring(ip))
  table.remove(items, ip.row + 1)
  tv:reloadData()
end
sim.swipeToDelete(tv, {0, 1})
assertEqual(cellX(1), -80)
local b = button()
assertEqual(b.frame, CGRect(295, 44, 80, 44), "the row's trailing 80 pt")
assertEqual(b.title, "Delete")
assertEqual(b:isKindOfClass(UIControl), true)
assertEqual(b.superview, tv)
local index = {}
for i, v in ipairs(tv.subviews) do index[v] = i end
assertEqual(index[b], index[tv:cellForRowAt({0, 1})] + 1, "in front of the cell")
assertEqual(logged(), {}, "the cell's touch was cancelled before it highlighted; nothing scrolled")

-- Another touch on the table only closes it: not delivered, nothing selected, no scroll.
tap(100, 200)
assertEqual(cellX(1), 0)
assertEqual(button(), nil)
assertEqual(b.superview, nil)
sim.settle()
assertEqual(logged(), {})
sim.swipeToDelete(tv, {0, 1})
drag(100, 300, 100, 100)
assertEqual(cellX(1), 0)
assertEqual(tv.contentOffset, CGPoint(0, 0), "the drag that closed it did not scroll")
assertEqual(logged(), {})

-- A tap on the open row itself closes it too.
sim.swipeToDelete(tv, {0, 1})
tap(100, 66)
sim.settle()
assertEqual(cellX(1), 0)
assertEqual(logged(), {})
-- A drag on the open row moves it either way: rightward closes it.
sim.swipeToDelete(tv, {0, 1})
drag(200, 66, 300, 66)
assertEqual(cellX(1), 0)
assertEqual(button(), nil)

-- Open or closed at the release: half the button (40 pt) or 300 pt/s leftward.
drag(300, 66, 270, 66, {duration = 1})
assertEqual(cellX(1), 0, "20 pt after the 10 pt hysteresis, slowly: closes")
drag(300, 66, 240, 66, {duration = 1})
assertEqual(cellX(1), -80, "50 pt: opens")
tap(10, 400)
drag(300, 66, 262, 66, {duration = 0.05})
assertEqual(cellX(1), -80, "28 pt, but at 370 pt/s: opens")
tap(10, 400)
-- The cell follows the finger, at most 80 pt.
local f = touchDown(300, 66)
f:moveTo(290, 66)
f:moveTo(250, 66)
assertEqual(cellX(1), -40)
f:moveTo(100, 66)
assertEqual(cellX(1), -80, "no farther than the button's width")
f:up()
assertEqual(cellX(1), -80)
tap(10, 400)

-- A mostly vertical drag fails the swipe and scrolls the table.
drag(300, 300, 290, 200)
assertEqual(tv.contentOffset.y > 0, true)
assertEqual(button(), nil)
sim.settle()
tv:setContentOffset({0, 0})
logged()

-- Any scroll and reloadData close an open row.
sim.swipeToDelete(tv, {0, 2})
assertEqual(cellX(2), -80)
tv:setContentOffset({0, 1})
assertEqual(cellX(2), 0)
assertEqual(button(), nil)
tv:setContentOffset({0, 0})
sim.swipeToDelete(tv, {0, 2})
tv:reloadData()
assertEqual(button(), nil)
assertEqual(cellX(2), 0)
logged()

-- The Delete button: closes the row and calls commit(tv, "delete", indexPath).
d.titleForDeleteConfirmationButtonForRowAt = function(self, tv, ip) return "Remove " .. tostring(ip) end
sim.swipeToDelete(tv, {0, 2})
assertEqual(button().title, "Remove [0, 2]")
tap(335, 110)
sim.settle()
assertEqual(logged(), {"commit delete [0, 2]"})
assertEqual(#items, 19)
assertEqual(tv:cellForRowAt({0, 2}).name, "item 4", "the data source removed the row and reloaded")
assertEqual(button(), nil)
assertEqual(cellX(2), 0)
d.titleForDeleteConfirmationButtonForRowAt = nil

-- canEditRowAt false, or a style other than "delete": not swipeable.
function ds:canEditRowAt(tv, ip) add("canEditRowAt " .. tostring(ip)) return ip.row ~= 3 end
sim.swipeToDelete(tv, {0, 3})
assertEqual(cellX(3), 0)
-- The swipe failed and the table cannot scroll sideways: the cell kept its touch, which ended inside it.
assertEqual(logged(), {"canEditRowAt [0, 3]", "didHighlightRowAt [0, 3]", "didUnhighlightRowAt [0, 3]",
  "didSelectRowAt [0, 3]"})
sim.swipeToDelete(tv, {0, 4})
assertEqual(cellX(4), -80)
assertEqual(logged(), {"canEditRowAt [0, 4]"})
tap(10, 400)
ds.canEditRowAt = nil
function d:editingStyleForRowAt(tv, ip) return ip.row == 3 and "insert" or "delete" end
sim.swipeToDelete(tv, {0, 3})
assertEqual(cellX(3), 0)
function d:editingStyleForRowAt(tv, ip) return "remove" end
local ok, err = pcall(sim.swipeToDelete, tv, {0, 3})
assertEqual(ok, false)
assertEqual(err:find("editingStyleForRowAt of the delegate of UITableView \"t\" returned string for [0, 3]; it must return \"delete\", \"insert\" or \"none\"", 1, true) ~= nil, true, err)
sim.settle()
d.editingStyleForRowAt = nil
logged()
ok, err = pcall(sim.swipeToDelete, tv, {0, 15})
assertEqual(ok, false)
assertEqual(err:find("row [0, 15] of UITableView \"t\" is not on screen", 1, true) ~= nil, true, err)

-- Editing mode: 38 pt delete controls at the leading edge, the contentView after them.
assertEqual(tv.isEditing, false)
tv:setEditing(true, true)
assertEqual(tv.isEditing, true)
assertEqual(tv.editing, true)
local c1 = tv:cellForRowAt({0, 1})
local control = c1.subviews[1]
assertEqual(control.className, "UITableViewCellEditControl")
assertEqual(control.frame, CGRect(0, 0, 38, 44))
assertEqual(c1.contentView.frame, CGRect(38, 0, 337, 44))
assertEqual(c1.textLabel.frame, CGRect(16, 0, 305, 44))
-- No swipes while editing; rows do not select.
drag(300, 66, 140, 66)
assertEqual(cellX(1), 0)
tap(200, 66)
sim.settle()
assertEqual(logged(), {})
-- The control's tap opens the Delete button.
tap(19, 66)
sim.settle()
assertEqual(cellX(1), -80)
assertEqual(button().frame, CGRect(295, 44, 80, 44))
tap(335, 66)
sim.settle()
assertEqual(logged(), {"commit delete [0, 1]"})
assertEqual(tv:cellForRowAt({0, 1}).subviews[1].className, "UITableViewCellEditControl", "reloaded rows keep their controls")
-- allowsSelectionDuringEditing.
tv.allowsSelectionDuringEditing = true
tap(200, 66)
sim.settle()
assertEqual(logged(), {"didHighlightRowAt [0, 1]", "didUnhighlightRowAt [0, 1]", "didSelectRowAt [0, 1]"})
-- An "insert" row's control commits "insert"; a "none" row has none.
function d:editingStyleForRowAt(tv, ip) return ({[0] = "insert", [1] = "none"})[ip.row] or "delete" end
tv.editing = false
assertEqual(tv:cellForRowAt({0, 0}).contentView.frame, CGRect(0, 0, 375, 44), "the controls leave")
tv.editing = true
assertEqual(tv:cellForRowAt({0, 1}).contentView.frame, CGRect(0, 0, 375, 44))
tap(19, 22)
sim.settle()
assertEqual(logged(), {"commit insert [0, 0]"})
tv:setEditing(false)
d.editingStyleForRowAt = nil
assertEqual(#tv:cellForRowAt({0, 0}).subviews, 1, "only the contentView")

-- Inside an enclosing horizontal paging scroll view: the swipe (processed
-- first, on the table) wins leftward drags on swipeable rows; rightward drags,
-- and drags on rows that cannot be swiped, page.
w.hidden = true
local w2 = UIWindow{} w2:makeKeyAndVisible()
local pager = UIScrollView{name = "pager", frame = {0, 0, 375, 600}, pagingEnabled = true,
  contentSize = {750, 600}}
w2:addSubview(pager)
local inner = UITableView{name = "inner", frame = {0, 0, 375, 600}, dataSource = ds, delegate = d}
pager:addSubview(inner)
sim.settle()
logged()
sim.swipeToDelete(inner, {0, 0})
assertEqual(inner:cellForRowAt({0, 0}).frame.x, -80)
assertEqual(pager.contentOffset, CGPoint(0, 0))
tap(10, 500)
function ds:canEditRowAt(tv, ip) return ip.row ~= 1 end
sim.swipeToDelete(inner, {0, 1})
assertEqual(inner:cellForRowAt({0, 1}).frame.x, 0)
assertEqual(pager.contentOffset, CGPoint(375, 0), "row 1 cannot be swiped: the pager took the drag")

-- A data source that writes commit's Objective-C spelling is swipeable too, and
-- the alias is called (SPEC 12.1 rule 3, SPEC 12.3 rule 4).
local w3 = UIWindow{name = "w3"} w3:makeKeyAndVisible()
local committed = {}
local objc = {numberOfRowsInSection = function() return 2 end,
  cellForRowAt = function(self, tv, ip) return UITableViewCell{} end,
  commitEditingStyle = function(self, tv, style, ip) committed[#committed + 1] = style .. " " .. tostring(ip) end}
local t3 = UITableView{name = "objc", frame = {0, 0, 375, 600}, dataSource = objc}
w3:addSubview(t3)
sim.settle()
sim.swipeToDelete(t3, {0, 0})
assertEqual(t3:cellForRowAt({0, 0}).frame.x, -80, "commitEditingStyle makes the rows swipeable")
tap(335, 22)
assertEqual(committed, {"delete [0, 0]"})

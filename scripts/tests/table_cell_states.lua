-- SPEC 12.3 rule 3: a cell's setHighlighted/setSelected during a tap, in the
-- exact order among the delegate's calls; selectRowAt/deselectRowAt pass their
-- animated; assigning highlighted/selected calls the setters; the built-ins
-- reachable as UITableViewCell.setHighlighted(self, h, animated); a
-- collection's cell has the one-argument setters at the same points.
local w = UIWindow{} w:makeKeyAndVisible()
local log = {}
local function add(s) log[#log + 1] = s end
local function logged() local out = log; log = {}; return out end

local Cell = UITableViewCell:subclass("StateCell")
function Cell:setHighlighted(h, animated)
  add(string.format("%s:setHighlighted(%s, %s)", self.name, tostring(h), tostring(animated)))
  UITableViewCell.setHighlighted(self, h, animated)
end
function Cell:setSelected(s, animated)
  add(string.format("%s:setSelected(%s, %s)", self.name, tostring(s), tostring(animated)))
  UITableViewCell.setSelected(self, s, animated)
end

local d = {}
function d:numberOfRowsInSection(tv, s) return 10 end
function d:cellForRowAt(tv, ip)
  local cell = tv:dequeueReusableCell("c", ip)
  cell.name = "row" .. ip.row
  return cell
end
for _, name in ipairs{"shouldHighlightRowAt", "didHighlightRowAt", "willSelectRowAt", "willDeselectRowAt",
                      "didDeselectRowAt", "didUnhighlightRowAt", "didSelectRowAt"} do
  d[name] = function(self, tv, ip)
    add(name .. " " .. tostring(ip))
    if name == "shouldHighlightRowAt" then return true end
    if name:sub(1, 4) == "will" then return ip end
  end
end
local tv = UITableView{name = "t", frame = {0, 0, 375, 440}}
tv:register(Cell, "c")
tv.dataSource = d
tv.delegate = d
w:addSubview(tv)
sim.settle()
logged()

-- A quick tap on row 1 (the highlight comes at the touch-up, 11.1).
tap(100, 60)
assertEqual(logged(), {
  "shouldHighlightRowAt [0, 1]", "row1:setHighlighted(true, false)", "didHighlightRowAt [0, 1]",
  "willSelectRowAt [0, 1]", "row1:setHighlighted(false, false)", "didUnhighlightRowAt [0, 1]",
  "row1:setSelected(true, false)", "didSelectRowAt [0, 1]",
})
assertEqual(tv:cellForRowAt({0, 1}).selected, true)
assertEqual(tv:cellForRowAt({0, 1}).isHighlighted, false)

-- A held touch on row 3: the old row is dropped between the cell's unhighlight and didUnhighlight.
local f = touchDown(100, 150)
f:hold(0.2)
assertEqual(logged(), {"shouldHighlightRowAt [0, 3]", "row3:setHighlighted(true, false)", "didHighlightRowAt [0, 3]"})
assertEqual(tv:cellForRowAt({0, 3}).highlighted, true)
f:up()
assertEqual(logged(), {
  "willSelectRowAt [0, 3]", "row3:setHighlighted(false, false)",
  "willDeselectRowAt [0, 1]", "row1:setSelected(false, false)", "didDeselectRowAt [0, 1]",
  "didUnhighlightRowAt [0, 3]", "row3:setSelected(true, false)", "didSelectRowAt [0, 3]",
})

-- Cancelled by a drag: unhighlight, nothing selected.
f = touchDown(100, 240)
f:hold(0.2)
logged()
f:moveTo(100, 200)
f:up()
assertEqual(logged(), {"row5:setHighlighted(false, false)", "didUnhighlightRowAt [0, 5]"})
assertEqual(tv.indexPathForSelectedRow, IndexPath(0, 3))
sim.settle()
tv:setContentOffset({0, 0})
logged()

-- selectRowAt/deselectRowAt: setSelected with their animated, no delegate.
tv:selectRowAt({0, 2}, true, "none")
assertEqual(logged(), {"row3:setSelected(false, true)", "row2:setSelected(true, true)"})
tv:deselectRowAt({0, 2}, false)
assertEqual(logged(), {"row2:setSelected(false, false)"})
tv:selectRowAt({0, 4})
assertEqual(logged(), {"row4:setSelected(true, false)"}, "animated defaults to false")
tv:selectRowAt(nil)
assertEqual(logged(), {"row4:setSelected(false, false)"})

-- Assigning the properties calls the setters with animated false.
local c0 = tv:cellForRowAt({0, 0})
c0.highlighted = true
c0.isSelected = true
assertEqual(logged(), {"row0:setHighlighted(true, false)", "row0:setSelected(true, false)"})
assertEqual(c0.isHighlighted, true)
assertEqual(c0.selected, true)
c0.highlighted = false
c0.selected = false
logged()

-- An override that does not call the built-in leaves the flag as it was.
function c0:setSelected(s, animated) add("kept " .. tostring(s)) end
c0.selected = true
assertEqual(logged(), {"kept true"})
assertEqual(c0.selected, false, "the built-in was not called")
c0.setSelected = nil
-- A plain cell has no override: the flag only, no call.
local plain = UITableViewCell{}
plain.highlighted = true
assertEqual(plain.highlighted, true)
UITableViewCell.setHighlighted(plain, false, false)
assertEqual(plain.highlighted, false)
assertEqual(select(2, pcall(UITableViewCell.setSelected, plain, "yes")):find("boolean") ~= nil, true)

-- A collection's cell: the one-argument setters at the same points.
local Item = UICollectionViewCell:subclass("StateItem")
function Item:setHighlighted(h, extra)
  add(string.format("%s:setHighlighted(%s, %s)", self.name, tostring(h), tostring(extra)))
  UICollectionViewCell.setHighlighted(self, h)
end
function Item:setSelected(s, extra)
  add(string.format("%s:setSelected(%s, %s)", self.name, tostring(s), tostring(extra)))
  UICollectionViewCell.setSelected(self, s)
end
local cd = {}
function cd:numberOfItemsInSection(cv, s) return 4 end
function cd:cellForItemAt(cv, ip)
  local cell = cv:dequeueReusableCell("i", ip)
  cell.name = "item" .. ip.item
  return cell
end
function cd:didSelectItemAt(cv, ip) add("didSelectItemAt " .. tostring(ip)) end
function cd:didDeselectItemAt(cv, ip) add("didDeselectItemAt " .. tostring(ip)) end
function cd:didHighlightItemAt(cv, ip) add("didHighlightItemAt " .. tostring(ip)) end
function cd:didUnhighlightItemAt(cv, ip) add("didUnhighlightItemAt " .. tostring(ip)) end
local cv = UICollectionView{frame = {0, 450, 375, 200}, collectionViewLayout = UICollectionViewFlowLayout{}}
cv:register(Item, "i")
cv.dataSource = cd
cv.delegate = cd
w:addSubview(cv)
sim.settle()
logged()
tap(25, 475)
assertEqual(logged(), {
  "item0:setHighlighted(true, nil)", "didHighlightItemAt [0, 0]",
  "item0:setHighlighted(false, nil)", "didUnhighlightItemAt [0, 0]",
  "item0:setSelected(true, nil)", "didSelectItemAt [0, 0]",
})
tap(85, 475)
local got = logged()
assertEqual(got[3], "item1:setHighlighted(false, nil)")
assertEqual(got[4], "item0:setSelected(false, nil)")
assertEqual(got[5], "didDeselectItemAt [0, 0]")
cv:cellForItemAt({0, 1}).highlighted = true
assertEqual(logged(), {"item1:setHighlighted(true, nil)"})

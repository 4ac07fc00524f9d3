-- SPEC 11.5 and 11.11 "Collections": the flow layout, only visible cells, reuse,
-- selection with the collection's delegate calls.
local w = UIWindow{} w:makeKeyAndVisible()
local log = {}
local function calls() local out = log; log = {}; return out end
local function add(s) log[#log + 1] = s end

local layout = UICollectionViewFlowLayout{}
assertEqual(layout.itemSize, CGSize(50, 50), "UIKit's defaults")
assertEqual(layout.minimumLineSpacing, 10)
assertEqual(layout.minimumInteritemSpacing, 10)
assertEqual(layout.sectionInset, {top = 0, left = 0, bottom = 0, right = 0})
assertEqual(layout.scrollDirection, "vertical")

local count = 7
local ds = {}
function ds:numberOfItemsInSection(cv, section) return count end
function ds:cellForItemAt(cv, ip)
  local cell = cv:dequeueReusableCell("c", ip)
  cell.name = tostring(ip)
  return cell
end
local cv = UICollectionView{name = "grid", frame = {0, 0, 375, 600},
  collectionViewLayout = UICollectionViewFlowLayout{itemSize = {100, 50}}}
assertEqual(cv.allowsSelection, true)
assertEqual(cv.allowsMultipleSelection, false)
cv:register(UICollectionViewCell, "c")
cv.dataSource = ds
w:addSubview(cv)
local function frames()
  local out = {}
  for _, c in ipairs(cv.visibleCells) do out[#out + 1] = c.name .. " " .. tostring(c.frame) end
  return out
end

-- Three 100-pt items fit in 375 with 10 pt between: the 75 pt left over is
-- shared by the two gaps of full lines; the last line keeps the minimum spacing.
assertEqual(frames(), {
  "[0, 0] (0,0,100,50)", "[0, 1] (137.5,0,100,50)", "[0, 2] (275,0,100,50)",
  "[0, 3] (0,60,100,50)", "[0, 4] (137.5,60,100,50)", "[0, 5] (275,60,100,50)",
  "[0, 6] (0,120,100,50)"})
assertEqual(cv.contentSize, CGSize(375, 170))
count = 8
cv:reloadData()
assertEqual(cv:cellForItemAt({0, 7}).frame, CGRect(110, 120, 100, 50), "the last line is not justified")
-- One item alone on its only line is centred.
count = 1
cv:reloadData()
assertEqual(cv:cellForItemAt({0, 0}).frame, CGRect(137.5, 0, 100, 50))

-- sizeForItemAt, sections with insets, items of different heights centred in their line.
local sized = {}
function sized:numberOfSections() return 2 end
function sized:numberOfItemsInSection(cv, s) return s == 0 and 4 or 2 end
function sized:cellForItemAt(cv, ip) return UICollectionViewCell{name = tostring(ip)} end
function sized:sizeForItemAt(c, l, ip)
  assertEqual(l, c.collectionViewLayout)
  if ip.section == 0 then return ({{150, 40}, {150, 60}, {200, 20}, {100, 20}})[ip.row + 1] end
  return CGSize(50, 50)
end
cv.collectionViewLayout = UICollectionViewFlowLayout{sectionInset = {top = 5, left = 20, bottom = 15, right = 20},
  minimumLineSpacing = 8}
cv.delegate = sized
cv.dataSource = sized
-- Section 0: 335 pt across. Line 1: 150 + 150 (one gap of 35), 60 high;
-- line 2: 200 + 100 (the last line: 10 between), 20 high.
assertEqual(frames(), {
  "[0, 0] (20,15,150,40)", "[0, 1] (205,5,150,60)",
  "[0, 2] (20,73,200,20)", "[0, 3] (230,73,100,20)",
  -- section 1 starts after section 0's bottom inset: 93 + 15, then its top inset
  "[1, 0] (20,113,50,50)", "[1, 1] (80,113,50,50)"})
assertEqual(cv.contentSize, CGSize(375, 178))
assertEqual(cv:indexPathForItemAt({210, 10}), IndexPath(0, 1))
assertEqual(cv:indexPathForItemAt({180, 10}), nil, "a gap")
assertEqual(cv:numberOfItemsInSection(1), 2)
assertEqual(cv.numberOfSections, 2)

-- Horizontal: the same with the axes swapped.
cv.collectionViewLayout = UICollectionViewFlowLayout{scrollDirection = "horizontal", itemSize = {50, 180}}
cv.delegate = nil
cv.dataSource = ds
count = 7
cv:reloadData()
assertEqual(frames(), {
  "[0, 0] (0,0,50,180)", "[0, 1] (0,210,50,180)", "[0, 2] (0,420,50,180)",
  "[0, 3] (60,0,50,180)", "[0, 4] (60,210,50,180)", "[0, 5] (60,420,50,180)",
  "[0, 6] (120,0,50,180)"})
assertEqual(cv.contentSize, CGSize(170, 600))

-- Only visible cells exist; scrolling reuses them.
cv.collectionViewLayout = UICollectionViewFlowLayout{itemSize = {100, 100}}
count = 300
cv:reloadData()
assertEqual(#cv.visibleCells, 18, "six lines of three in 600 pt")
cv:setContentOffset({0, 330})
assertEqual(cv.visibleCells[1].name, "[0, 9]")
assertEqual(#cv.visibleCells, 18)
assertEqual(cv.reusableCellCount, 0, "the nine that left came back as the nine that came")
cv:setContentOffset({0, 0})
-- A narrower collection flows again: two 100-pt items a line in 250 pt.
cv.frame = {0, 0, 250, 600}
assertEqual(cv:cellForItemAt({0, 1}).frame, CGRect(150, 0, 100, 100))
assertEqual(cv.contentSize, CGSize(250, 150 * 100 + 149 * 10))
cv.frame = {0, 0, 375, 600}

-- Selection, with the collection's names: shouldSelect instead of willSelect,
-- and single selection drops the old item with didDeselect only.
local delegate = {}
local answers = {}
for _, name in ipairs({"shouldHighlightItemAt", "didHighlightItemAt", "didUnhighlightItemAt", "shouldSelectItemAt",
    "didSelectItemAt", "shouldDeselectItemAt", "didDeselectItemAt"}) do
  delegate[name] = function(self, c, ip)
    add(name .. " " .. tostring(ip))
    if answers[name] ~= nil then return answers[name] end
    if name:sub(1, 6) == "should" then return true end
  end
end
cv.delegate = delegate
local t0 = sim.now
tap(50, 50)
assertEqual(calls(), {"shouldHighlightItemAt [0, 0]", "didHighlightItemAt [0, 0]", "shouldSelectItemAt [0, 0]",
  "didUnhighlightItemAt [0, 0]", "didSelectItemAt [0, 0]"})
assertEqual(cv.indexPathsForSelectedItems, {IndexPath(0, 0)})
assertEqual(cv:cellForItemAt({0, 0}).selected, true)
tap(200, 50)
assertEqual(calls(), {"shouldHighlightItemAt [0, 1]", "didHighlightItemAt [0, 1]", "shouldSelectItemAt [0, 1]",
  "didDeselectItemAt [0, 0]", "didUnhighlightItemAt [0, 1]", "didSelectItemAt [0, 1]"})
answers.shouldSelectItemAt = false
tap(50, 50)
assertEqual(calls(), {"shouldHighlightItemAt [0, 0]", "didHighlightItemAt [0, 0]", "shouldSelectItemAt [0, 0]",
  "didUnhighlightItemAt [0, 0]"}, "shouldSelectItemAt false unhighlights")
answers.shouldSelectItemAt = nil
cv.allowsMultipleSelection = true
tap(50, 50)
calls()
tap(200, 50)
assertEqual(calls(), {"shouldHighlightItemAt [0, 1]", "didHighlightItemAt [0, 1]", "shouldDeselectItemAt [0, 1]",
  "didUnhighlightItemAt [0, 1]", "didDeselectItemAt [0, 1]"})
assertEqual(cv.indexPathsForSelectedItems, {IndexPath(0, 0)})
cv.allowsMultipleSelection = false
cv:selectItemAt({0, 4}, false, "none")
assertEqual(calls(), {})
assertEqual(cv.indexPathsForSelectedItems, {IndexPath(0, 4)})
cv:deselectItemAt({0, 4})
assertEqual(cv.indexPathsForSelectedItems, {})
assertEqual(sim.now > t0, true)

-- A cell's own button keeps the tap.
local cell = cv:cellForItemAt({0, 2})
local b = UIButton{frame = {0, 0, 40, 40}}
cell.contentView:addSubview(b)
tap(cell.contentView:convertPointToView({20, 20}, nil))
assertEqual(calls(), {})
b:removeFromSuperview()

-- Bad input.
assertEqual(cv:cellForItemAt({0, 300}), nil, "out of range: nil, as Apple documents")
assertEqual(select(2, pcall(cv.dequeueReusableCell, cv, "nope", {0, 0})):match(
  "could not dequeue a view of kind: UICollectionElementKindCell with identifier nope %- must register") ~= nil, true,
  "UIKit's message (SPEC 12.7 rule 3)")
assertEqual(select(2, pcall(cv.dequeueReusableCell, cv, "nope")):match("no cell class is registered") ~= nil, true)
cv.delegate = {sizeForItemAt = function() return {-1, 5} end}
assertEqual(select(2, pcall(cv.reloadData, cv)):match("sizeForItemAt .* returned") ~= nil, true)
-- 10^9 items of one size cost what the visible ones do.
cv.delegate = nil
count = 1e9
cv:reloadData()
assertEqual(cv.contentSize.height, 333333334 * 100 + 333333333 * 10, "333,333,334 lines")
cv:setContentOffset({0, cv.contentSize.height - 600})
assertEqual(#cv.visibleCells, 16, "five lines of three and the last item alone")
assertEqual(cv.visibleCells[16].name, "[0, 999999999]")
assertEqual(cv.visibleCells[16].frame.x, 0, "the last line from the leading edge")
print("collections: ok")

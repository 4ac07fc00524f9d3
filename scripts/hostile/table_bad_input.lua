-- Attack: a table view fed bad input (issue 22): index paths out of range, a data
-- source that errors, returns a non-cell or the same cell twice, bad heights and
-- counts, 10^9 rows, a reload from inside the table's own calls, a table removed
-- from its window inside didSelectRowAt. Each is an error naming the method, at
-- the script's line, and the table works again afterwards.
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local function try(f, ...)
  local ok, err = pcall(f, ...)
  print(ok, ok and "" or (tostring(err):gsub("^[^\n]*/", "")))
end

local rows = 5
local ds = {}
function ds:numberOfRowsInSection() return rows end
function ds:cellForRowAt(tv, ip)
  return tv:dequeueReusableCell("c") or UITableViewCell{reuseIdentifier = "c", name = "cell"}
end
local tv = UITableView{name = "t", frame = {0, 0, 375, 600}, dataSource = ds}
w:addSubview(tv)
local function healthy()
  ds.cellForRowAt = function(self, t, ip)
    return t:dequeueReusableCell("c") or UITableViewCell{reuseIdentifier = "c", name = "cell"}
  end
  tv.delegate = nil
  rows = 5
  tv:reloadData()
  print("healthy:", #tv.visibleCells, tv.contentSize.height)
end

-- Index paths out of range, and not index paths at all.
try(tv.rectForRowAt, tv, {0, 5})
print("out of range, as Apple documents:", tv:cellForRowAt(IndexPath(1, 0)))
try(tv.selectRowAt, tv, {0, -1})
try(tv.scrollToRowAt, tv, {0, 9}, "top")
try(tv.scrollToRowAt, tv, {0, 1}, "sideways")
try(tv.deselectRowAt, tv, "first")
try(tv.numberOfRowsInSection, tv, 3)
try(IndexPath, 0, 0.5)

-- A data source that errors.
ds.cellForRowAt = function() error("no cells today") end
try(tv.reloadData, tv)
print("after the error:", #tv.visibleCells)
healthy()

-- A data source that returns a non-cell, nil, or a plain view.
ds.cellForRowAt = function() return 42 end
try(tv.reloadData, tv)
ds.cellForRowAt = function() return nil end
try(tv.reloadData, tv)
ds.cellForRowAt = function() return UIView{} end
try(tv.reloadData, tv)
healthy()

-- The same cell for two rows.
local shared = UITableViewCell{name = "shared"}
ds.cellForRowAt = function() return shared end
try(tv.reloadData, tv)
healthy()

-- Bad counts: negative, fractional, NaN, a string.
for _, n in ipairs({-1, 2.5, 0 / 0, "many"}) do
  rows = n
  try(tv.reloadData, tv)
end
healthy()

-- Bad heights: negative, NaN, infinite, from the delegate and assigned.
for _, h in ipairs({-44, 0 / 0, math.huge}) do
  tv.delegate = {heightForRowAt = function() return h end}
  try(tv.reloadData, tv)
end
try(function() tv.rowHeight = -1 end)
try(function() tv.sectionHeaderHeight = 0 / 0 end)
healthy()

-- 10^9 rows with one height: as cheap as five. With heightForRowAt, refused.
rows = 1e9
tv:reloadData()
print("10^9 rows:", #tv.visibleCells, tv.contentSize.height)
tv:scrollToRowAt({0, 500000000}, "middle")
print("middle row:", tv:indexPathForCell(tv.visibleCells[7]))
tv.delegate = {heightForRowAt = function() return 44 end}
try(tv.reloadData, tv)
rows = 1e13
tv.delegate = nil
try(tv.reloadData, tv)
tv:setContentOffset({0, 0})
healthy()

-- reloadData and scrolling from inside the table's own calls.
ds.cellForRowAt = function(self, t, ip) t:reloadData() end
try(tv.reloadData, tv)
ds.cellForRowAt = function(self, t, ip) t:setContentOffset({0, 100}) end
try(tv.reloadData, tv)
ds.numberOfRowsInSection = function(self, t) t:reloadData() return 1 end
try(tv.reloadData, tv)
ds.numberOfRowsInSection = function() return rows end
healthy()

-- willSelectRowAt answering nonsense, then out of range.
tv.delegate = {willSelectRowAt = function() return "row two" end}
try(tap, 100, 20)
tv.delegate = {willSelectRowAt = function() return {0, 99} end}
try(tap, 100, 20)
print("selected:", tv.indexPathForSelectedRow)

-- reloadData inside didSelectRowAt is fine (a common pattern).
local selected = {}
tv.delegate = {didSelectRowAt = function(self, t, ip) selected[#selected + 1] = tostring(ip) t:reloadData() end}
tap(100, 60)
print("reloaded in didSelectRowAt:", selected[1], #tv.visibleCells, tv.indexPathForSelectedRow)

-- A table removed from its window inside didSelectRowAt: the tap ends cleanly.
tv.delegate = {didSelectRowAt = function(self, t, ip) t:removeFromSuperview() end}
tap(100, 100)
print("removed:", tv.window, tv.indexPathForSelectedRow, tap(100, 100))
w:addSubview(tv)
tv.delegate = nil
tap(100, 140)
print("back:", tv.indexPathForSelectedRow)

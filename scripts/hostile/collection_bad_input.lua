-- Attack: a collection view fed bad input (issue 22), and cells handed between
-- containers: a collection cell given to a table, a cell still shown by another
-- table, a size that is no size, a dequeue with nothing registered, an absurd
-- count, a reload from inside sizeForItemAt. Each is an error naming the
-- method, and both containers work afterwards.
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local function try(f, ...)
  local ok, err = pcall(f, ...)
  print(ok, ok and "" or (tostring(err):gsub("^[^\n]*/", "")))
end

local items = 4
local ds = {}
function ds:numberOfItemsInSection() return items end
function ds:cellForItemAt(cv, ip) return cv:dequeueReusableCell("c", ip) end
local cv = UICollectionView{name = "grid", frame = {0, 0, 375, 300}}
cv:register(UICollectionViewCell, "c")
cv.dataSource = ds
w:addSubview(cv)
print("grid:", #cv.visibleCells, cv.contentSize)

local rows = {}
function rows:numberOfRowsInSection() return 2 end
function rows:cellForRowAt(tv, ip) return UITableViewCell{} end
local tv = UITableView{name = "list", frame = {0, 300, 375, 300}, dataSource = rows}
w:addSubview(tv)

-- The wrong kind of cell, and a cell another container shows.
rows.cellForRowAt = function() return UICollectionViewCell{} end
try(tv.reloadData, tv)
local shown = cv.visibleCells[1]
ds.cellForItemAt = function() return shown end
try(cv.reloadData, cv)
local other = UITableView{name = "other", frame = {0, 0, 375, 100}, dataSource = {
  numberOfRowsInSection = function() return 1 end,
  cellForRowAt = function() return UITableViewCell{name = "theirs"} end}}
w:addSubview(other)
local theirs = other.visibleCells[1]
rows.cellForRowAt = function() return theirs end
try(tv.reloadData, tv)
rows.cellForRowAt = function() return UITableViewCell{} end
tv:reloadData()
other:removeFromSuperview()

-- Registration and dequeueing.
try(cv.dequeueReusableCell, cv, "nothing", {0, 0})
try(cv.dequeueReusableCell, cv, "c", {3, 0})
try(cv.register, cv, UITableViewCell, "t")
try(tv.register, tv, UICollectionViewCell, "c")
ds.cellForItemAt = function(self, c, ip) return c:dequeueReusableCell("c", ip) end

-- Sizes that are no sizes, and a layout that is no layout.
for _, size in ipairs({{-1, 10}, {0 / 0, 10}, "big", {10}}) do
  cv.delegate = {sizeForItemAt = function() return size end}
  try(cv.reloadData, cv)
end
cv.delegate = nil
try(function() cv.collectionViewLayout = {itemSize = {10, 10}} end)
try(function() UICollectionViewFlowLayout{itemSize = {-5, 5}} end)
try(function() UICollectionViewFlowLayout{scrollDirection = "diagonal"} end)

-- Counts, and a reload from inside the layout's own questions.
items = -3
try(cv.reloadData, cv)
items = 1e9
cv.delegate = {sizeForItemAt = function() return {10, 10} end}
try(cv.reloadData, cv)
cv.delegate = {sizeForItemAt = function(self, c) c:reloadData() return {10, 10} end}
items = 4
try(cv.reloadData, cv)
cv.delegate = nil

-- Both still work.
cv:reloadData()
tap(30, 30)
cv:selectItemAt({0, 1})
print("grid:", #cv.visibleCells, cv.contentSize, cv.indexPathsForSelectedItems[1])
tv:selectRowAt({0, 1})
print("list:", #tv.visibleCells, tv.indexPathForSelectedRow)

-- Attack: a table without a data source takes the cells it holds at
-- reloadData (issue 34); the script then moves, removes and nests those
-- cells, gives one to a second table, reloads from inside a delegate call,
-- and asks every index-path method about rows that left; a table that lost
-- its data source takes a cell given by hand, and keeps it when scrolled
-- (it stayed "loaded" and dropped the cell). Nothing crashes,
-- each answer is the engine's, and a reload numbers what is held again.
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local tv = UITableView{name = "list", frame = {0, 0, 320, 400}}
w:addSubview(tv)
local cells = {}
for i = 1, 3 do
  cells[i] = UITableViewCell{name = "c" .. i, frame = {0, (i - 1) * 44, 320, 44}}
  tv:addSubview(cells[i])
end
print("before reload", #tv.visibleCells, tv.numberOfSections)
tv:reloadData()
print("adopted", #tv.visibleCells, tv:numberOfRowsInSection(0), tv:indexPathForCell(cells[3]))
-- A cell taken out: still answered until the next reload, then gone.
cells[2]:removeFromSuperview()
print("removed", tv:cellForRowAt(IndexPath(0, 1)) == cells[2], tv:rectForRowAt(IndexPath(0, 1)))
tv:scrollToRowAt(IndexPath(0, 2), "top")
tv:selectRowAt(IndexPath(0, 2))
tv:reloadData()
print("reloaded", #tv.visibleCells, tv:indexPathForCell(cells[3]), tv.indexPathForSelectedRow)
-- A second table takes one of them.
local other = UITableView{name = "other", frame = {0, 0, 320, 100}}
w:addSubview(other)
other:addSubview(cells[1])
other:reloadData()
print("other", #other.visibleCells, other:indexPathForCell(cells[1]))
-- A delegate that reloads while the table selects.
local d = {}
function d:didSelectRowAt(t, p) t:reloadData() print("reloaded inside", p) end
other.delegate = d
tap(100, 20)
print("selected", other.indexPathForSelectedRow)
-- Out-of-range paths are refused with the usual error.
print(pcall(tv.selectRowAt, tv, IndexPath(3, 0)))
-- Editing and a frame change on an adopted table.
tv:setEditing(true)
tv.frame = {0, 0, 200, 200}
tv:setEditing(false)
print("done", #tv.visibleCells, tv:indexPathForRowAt(CGPoint(10, 100)))
-- A table loaded from a data source, which then loses it and is given a cell
-- by hand: the reload takes that cell, and a scroll keeps it.
local fed = UITableView{name = "fed", frame = {0, 200, 320, 100}}
w:addSubview(fed)
fed.dataSource = {numberOfRowsInSection = function() return 5 end,
                  cellForRowAt = function() return UITableViewCell{} end}
print("fed", #fed.visibleCells)
fed.dataSource = nil
local mine = UITableViewCell{name = "mine", frame = {0, 0, 320, 44}}
fed:addSubview(mine)
fed:reloadData()
fed.contentOffset = {0, 10}
print("after losing it", #fed.visibleCells, fed.visibleCells[1] == mine, fed:indexPathForCell(mine), mine.superview == fed)

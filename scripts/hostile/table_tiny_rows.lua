-- Attack: a table whose rows are 5e-324 points high (issue 31, S2.7): every
-- row is on screen, so every row gets a cell. Placing N cells cost N² (each
-- looked for among the others: 12 s for 20,000 in a debug build) and the
-- cells grew past --max-memory. Now each placement is a look-up, and the
-- cells stop the script at the limit.
-- Args: --max-memory 64
-- Exit: 1
-- Stderr: not enough memory (memory limit of 64 MB reached)
local w = UIWindow{} w:makeKeyAndVisible()
local ds = {}
function ds:numberOfRowsInSection(tv, s) return 1000000 end
function ds:cellForRowAt(tv, ip) return tv:dequeueReusableCell("c") or UITableViewCell{reuseIdentifier = "c"} end
local small = UITableView{frame = {0, 0, 375, 600}, dataSource = {
  numberOfRowsInSection = function() return 20000 end,
  cellForRowAt = function(self, tv) return tv:dequeueReusableCell("c") or UITableViewCell{reuseIdentifier = "c"} end}}
small.rowHeight = 5e-324
w:addSubview(small)
print("20,000 rows on screen:", #small.visibleCells)
small:reloadData()
print("reloaded:", #small.visibleCells)
small:removeFromSuperview()
small = nil
collectgarbage()
local tv = UITableView{frame = {0, 0, 375, 600}, dataSource = ds}
tv.rowHeight = 5e-324
w:addSubview(tv)
print("not reached")

-- Attack: a data source whose cell holds the table it is a cell of (issue 31,
-- S3.13): it was accepted, and the next reload took both out of the window
-- and leaked them. Refused, naming the method, the cell and the table; the
-- table and the window go on, and a proper data source works afterwards.
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local holder = UITableViewCell{name = "holder"}
local tv = UITableView{name = "list", frame = {0, 0, 375, 300}}
holder.contentView:addSubview(tv)
w:addSubview(holder)
local ds = {}
function ds:numberOfRowsInSection() return 1 end
function ds:cellForRowAt(t, ip) return holder end
local ok, err = pcall(function() tv.dataSource = ds end)
print(ok, (tostring(err):gsub("^[^:]+:%d+: ", "")))
print("still in the window:", holder.window == w, tv.window == w)
function ds:cellForRowAt(t, ip) return t:dequeueReusableCell("c") or UITableViewCell{reuseIdentifier = "c", name = "row"} end
tv:reloadData()
print("visible:", #tv.visibleCells, tv.visibleCells[1].name, tv.window == w)

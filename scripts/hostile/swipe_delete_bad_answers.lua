-- Attack: delegates of a swipeable table that answer badly or reenter
-- (SPEC 12.3 rule 4). A bad Delete title is an error naming the method, and
-- leaves the row closed (the cell was left at x = -80 before); a title
-- function that reloads the table, a commit that removes the table, a
-- setHighlighted override that assigns `selected` on itself forever, and the
-- swipe recognizer moved to the window never crash or leave a row half open.
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local ds = {}
function ds:numberOfRowsInSection() return 3 end
function ds:cellForRowAt(tv, ip) return UITableViewCell{name = "row " .. ip.row} end
function ds:commit(tv, style, ip) print("commit " .. style) tv:removeFromSuperview() end
local d = {}
function d:titleForDeleteConfirmationButtonForRowAt(tv, ip) return 5 end
local tv = UITableView{name = "t", frame = {0, 0, 375, 300}, dataSource = ds, delegate = d}
w:addSubview(tv)
local ok, err = pcall(sim.swipeToDelete, tv, {0, 0})
print(ok, (err:gsub("^.-: ", "", 1)))
print("row 0 at x " .. string.format("%d", tv:cellForRowAt({0, 0}).frame.x) .. ", subviews " .. #tv.subviews)
sim.settle()
function d:titleForDeleteConfirmationButtonForRowAt(tv, ip) tv:reloadData() return "Delete" end
sim.swipeToDelete(tv, {0, 0})
print("after a reload inside the title: row 0 at x " .. string.format("%d", tv:cellForRowAt({0, 0}).frame.x))
d.titleForDeleteConfirmationButtonForRowAt = nil
sim.swipeToDelete(tv, {0, 1})
tap(335, 66)
sim.settle()
print("table in a window: " .. tostring(tv.window ~= nil))
local Loop = UITableViewCell:subclass("Loop")
function Loop:setHighlighted(h, animated) self.highlighted = h end
ok, err = pcall(function() Loop{}.highlighted = true end)
print(ok, err:find("stack overflow") ~= nil)
local g = tv.gestureRecognizers[3]
w:addGestureRecognizer(g)
drag(300, 100, 100, 100)
print("done")

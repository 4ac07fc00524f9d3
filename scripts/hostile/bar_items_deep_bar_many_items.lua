-- Attack: a toolbar 20000 views deep holding 2000 customView items, laid out
-- again and again by changing one item's width. Each layout checked every
-- customView against the bar's whole chain of superviews, uncounted: 4e7 steps
-- a layout, minutes for a script of a few thousand instructions. The chain is
-- now gathered once a layout and counted, so the instruction limit ends it.
-- Args: --max-instructions 1000000 --max-memory 64
-- Exit: 1
-- Stderr: instruction limit exceeded
local w = UIWindow{} w:makeKeyAndVisible()
local cur = w
for _ = 1, 20000 do local v = UIView{} cur:addSubview(v) cur = v end
local tb = UIToolbar{}
cur:addSubview(tb)
local items = {}
for i = 1, 2000 do items[i] = UIBarButtonItem{customView = UIView{frame = {0, 0, 1, 1}}} end
tb.items = items
print("built")
for r = 1, 1000000 do items[1].width = r % 100 end
print("not reached")

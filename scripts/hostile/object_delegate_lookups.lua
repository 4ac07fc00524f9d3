-- A table's delegate and data source that are engine objects (a script
-- subclass of UIViewController): the engine finds their methods as the
-- instances' __index does, whether a method is the class's, the object's own
-- field (which wins), added later, or removed, and a property of the same name
-- as a delegate method is read through its getter. Issue 31, item 19: the
-- lookups of the methods a delegate does not define take no protected call.
-- Exit: 0
-- Stderr: 'didSelectRowAtt' is not a property or method of Source; did you mean 'didSelectRowAt'?
local window = UIWindow{}
window:makeKeyAndVisible()
local Source = UIViewController:subclass("Source")
function Source:numberOfRowsInSection() return 5 end
function Source:cellForRowAt(tv, ip)
  return tv:dequeueReusableCell("c") or UITableViewCell{reuseIdentifier = "c"}
end
function Source:didSelectRowAt(tv, ip) print("class didSelectRowAt", ip.row) end
local source = Source{}
local tv = UITableView{frame = {0, 0, 375, 667}, delegate = source, dataSource = source}
tv.delaysContentTouches = false
window:addSubview(tv)
tap(100, 20)
-- The object's own field wins over the class's method.
source.didSelectRowAt = function(self, tv, ip) print("own didSelectRowAt", ip.row) end
tap(100, 70)
-- A method added to the class later is found.
function Source:willSelectRowAt(tv, ip) print("willSelectRowAt", ip.row) return ip end
tap(100, 120)
-- Taken off again: the own field goes (the class's method answers again), and
-- the class's willSelectRowAt goes (not asked).
source.didSelectRowAt = nil
Source.willSelectRowAt = nil
tap(100, 20)
-- A misspelt method is not a delegate method, and the engine's lookups never warn.
function Source:didSelectRowAtt() print("never") end
tap(100, 70)
print(tv.indexPathForSelectedRow and tv.indexPathForSelectedRow.row)

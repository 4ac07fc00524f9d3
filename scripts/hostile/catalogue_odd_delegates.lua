-- SPEC 12.1's checks meet odd delegates: methods inherited through a chain of
-- __index tables, a key with a zero byte, C functions as methods, a vararg
-- function and one with many parameters, an __index function that counts the
-- lookups, and an alias whose function raises. Nothing hangs or crashes; the
-- warnings name what they should, and the error names the alias's line.
-- Exit: 1
-- Stderr: catalogue_odd_delegates.lua:15: 'numberOfRowsInSecton' is not a method of UITableViewDataSource; did you mean 'numberOfRowsInSection'? (the delegate of UITableView "odd" keeps it
-- Stderr: 'didSelectRowAtIndexPathh' is not a method of UITableViewDelegate; did you mean 'didSelectRowAt'?
-- Stderr: catalogue_odd_delegates.lua:47: raised by the alias
local w = UIWindow{} w:makeKeyAndVisible()
local function cell() return UITableViewCell{} end
local tv = UITableView{name = "odd", frame = {0, 0, 375, 300}}
local Base = {}
function Base:didUnhighlightRowAtIndexPath(t, ip) print("inherited alias", ip) end
function Base:numberOfRowsInSecton(t, s) end
local Middle = setmetatable({}, {__index = Base})
local d = setmetatable({}, {__index = Middle})
d["didSelectRowAt\0x"] = function(self) end
d.didHighlightRowAt = type
d.shouldHighlightRowAt = function(...) return true end
d.willSelectRowAt = function(a, b, c, d2, e, f, g, h) return nil end
d.didSelectRowAtIndexPathh = function(self) end
tv.dataSource = {numberOfRowsInSection = function(self, t, s) return 3 end, cellForRowAt = function(self, t, ip) return cell() end}
tv.delegate = d
w:addSubview(tv)
tap(10, 10)
print("selected after willSelectRowAt said nil:", tv.indexPathForSelectedRow)
-- An __index function runs for the name and then for each alias.
local asked = {}
local counting = setmetatable({}, {__index = function(t, k) asked[#asked + 1] = k return nil end})
tv.delegate = counting
asked = {}
tap(10, 60)
local seen = {}
for _, k in ipairs(asked) do if k:find("didSelectRow", 1, true) then seen[#seen + 1] = k end end
print(table.concat(seen, " "))
print("selected:", tv.indexPathForSelectedRow)
-- Many parameters and varargs are not "declared without self".
tv.delegate = {didSelectRowAt = function(a, b, c, d2, e, f, g, h, i, j, k, l) end}
tap(10, 100)
print("selected:", tv.indexPathForSelectedRow)
-- A raising alias: the error is the script's, at the alias's line; the row
-- stays selected (UIKit selects it before telling the delegate).
tv.delegate = {}
local raising = {}
raising["tableView:didSelectRowAtIndexPath:"] = function(self, t, ip)
  error("raised by the alias")
end
tv.delegate = raising
print(pcall(tap, 10, 10))
print("selected:", tv.indexPathForSelectedRow)
tap(10, 10)

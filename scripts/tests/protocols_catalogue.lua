-- SPEC 12.1 "Never silent, for protocols and overrides": the catalogue's
-- warnings (rules 2, 4, 5), aliases (rule 3), the trace that tells the truth
-- (rule 6) and sim.quietCatalogue (SPEC 12.8).
local w = UIWindow{} w:makeKeyAndVisible()
sim.record(true)
local here = debug.getinfo(1, "S").short_src .. ":"
local function line() return debug.getinfo(2, "l").currentline end
local function warnings()
  local out = {}
  for _, r in ipairs(sim.records()) do if r.kind == "warning" then out[#out + 1] = r.reason end end
  sim.clearRecords()
  return out
end
-- The "control" records of the table, in order.
local function controlEvents()
  local out = {}
  for _, r in ipairs(sim.records()) do
    if r.kind == "control" then out[#out + 1] = r.event end
  end
  sim.clearRecords()
  return out
end
local log = {}
local function logged() local out = log; log = {}; return out end
local function cell(tv, ip)
  local c = UITableViewCell{}
  c.name = "row " .. ip.row
  return c
end

-- Rule 2: a function under a name the engine does not call warns when the
-- table becomes the delegate, naming it, its protocol and its owner.
local inbox = UITableView{name = "inbox", frame = {0, 0, 375, 300}}
local d = {}
local at1 = line() + 1
function d:contextMenuConfigurationForRowAt(tv, ip, point) end
function d:didSelectRowAt(tv, ip) log[#log + 1] = "didSelectRowAt " .. tostring(ip) end
inbox.delegate = d
assertEqual(warnings(), {here .. at1 .. ": 'contextMenuConfigurationForRowAt' is UIKit API respond-lua does not call"
  .. " (UITableViewDelegate); the delegate of UITableView \"inbox\" keeps it, and nothing calls it"})
inbox.delegate = d
assertEqual(warnings(), {}, "one warning per name and site")
-- A function added after the assignment is seen at the owner's first question.
local at2 = line() + 1
function d:scrollViewWillEndDragging(sv, velocity, target) end
inbox.dataSource = {numberOfRowsInSection = function(self, tv, s) return 3 end, cellForRowAt = function(self, tv, ip) return cell(tv, ip) end}
assertEqual(warnings(), {})
w:addSubview(inbox)
assertEqual(warnings(), {here .. at2 .. ": 'scrollViewWillEndDragging' is UIKit API respond-lua does not call"
  .. " (UIScrollViewDelegate); the delegate of UITableView \"inbox\" keeps it, and nothing calls it"})
-- Only the first question looks again: later ones cost nothing.
function d:willDisplay(tv, c, ip) end
sim.tap(10, 10)
assertEqual(warnings(), {})
assertEqual(logged(), {"didSelectRowAt [0, 0]"})
inbox:removeFromSuperview()

-- Overrides: a function a class or an instance gets under an overridable name
-- the engine does not call.
local Cell = UITableViewCell:subclass("Cell")
function Cell:prepareForReuse() end local at3 = line()
assertEqual(warnings(), {here .. at3 .. ": 'prepareForReuse' is UIKit API respond-lua does not call (UITableViewCell);"
  .. " class Cell keeps it, and nothing calls it"})
local VC = UIViewController:subclass("VC")
function VC:viewWillAppear(animated) end at3 = line()
assertEqual(warnings(), {here .. at3 .. ": 'viewWillAppear' is UIKit API respond-lua does not call (UIViewController);"
  .. " class VC keeps it, and nothing calls it"})
local sv = UIScrollView{name = "sv"}
sv.scrollViewDidZoom = 3
assertEqual(warnings(), {}, "a value that is not a function is a field like any other")
function VC:viewDidLoad() end
function Cell:touchesBegan(touches, event) end
assertEqual(warnings(), {}, "overrides the engine calls are silent")
-- Rule 4 on a subclass: a name close to an overridable of its classes.
function Cell:prepareForReus() end at3 = line()
assertEqual(warnings(), {here .. at3 .. ": 'prepareForReus' is not a method of UITableViewCell; did you mean"
  .. " 'prepareForReuse'? (class Cell keeps it, and nothing calls it)"})
local card = UIView{name = "card"}
card.didMoveToSuperView = function(self) end at3 = line()
assertEqual(warnings(), {here .. at3 .. ": 'didMoveToSuperView' is not a method of UIView; did you mean"
  .. " 'didMoveToSuperview'? (UIView \"card\" keeps it, and nothing calls it)"})
function Cell:configure(item) end
function VC:reloadItems() end
assertEqual(warnings(), {}, "a subclass's own methods far from UIKit's are its business")

-- Rule 3: aliases. Objective-C keywords and whole selectors are the same
-- methods, silently; the trace names the method with the alias in brackets.
local t = UITableView{name = "t", frame = {0, 0, 375, 300}}
local objc = {}
function objc:numberOfSectionsInTableView(tv) return 2 end
objc["tableView:numberOfRowsInSection:"] = function(self, tv, s) return s == 0 and 2 or 1 end
function objc:cellForRowAtIndexPath(tv, ip) return cell(tv, ip) end
function objc:didSelectRowAtIndexPath(tv, ip) log[#log + 1] = "selected " .. tostring(ip) end
objc["tableView(_:shouldHighlightRowAt:)"] = function(self, tv, ip) log[#log + 1] = "highlight? " .. tostring(ip) return true end
t.dataSource = objc
t.delegate = objc
w:addSubview(t)
assertEqual(warnings(), {})
assertEqual(t.numberOfSections, 2)
assertEqual(t:numberOfRowsInSection(0), 2)
assertEqual(t:cellForRowAt({1, 0}).name, "row 0")
sim.clearRecords()
sim.tap(10, 50)
assertEqual(logged(), {"highlight? [0, 1]", "selected [0, 1]"})
assertEqual(controlEvents(), {
  "shouldHighlightRowAt [tableView(_:shouldHighlightRowAt:)] [0, 1] → true",
  "willSelectRowAt [0, 1]: not defined, default [0, 1]",
  "row [0, 1] selected",
  "didSelectRowAt [didSelectRowAtIndexPath] [0, 1]",
})
-- The name itself comes first, then its aliases.
function objc:didSelectRowAt(tv, ip) log[#log + 1] = "by name " .. tostring(ip) end
sim.tap(10, 10)
assertEqual(logged(), {"highlight? [0, 0]", "by name [0, 0]"})
t:removeFromSuperview()

-- Aliases of the other protocols.
local home, next = UIViewController{name = "home"}, UIViewController{name = "next"}
local nav = UINavigationController{rootViewController = home}
nav.delegate = {
  willShowViewController = function(self, n, vc) log[#log + 1] = "willShow " .. vc.name end,
  ["navigationController:didShowViewController:animated:"] = function(self, n, vc) log[#log + 1] = "didShow " .. vc.name end,
}
nav:pushViewController(next)
assertEqual(logged(), {"willShow next", "didShow next"})
local g = UITapGestureRecognizer{}
local target = UIView{frame = {0, 0, 100, 100}}
target:addGestureRecognizer(g)
w:addSubview(target)
g.delegate = {gestureRecognizerShouldBegin = function(self, r) log[#log + 1] = "shouldBegin" return false end}
assertEqual(warnings(), {})
sim.tap(50, 50)
assertEqual(logged(), {"shouldBegin"})
assertEqual(g.state, "possible")
target:removeFromSuperview()

-- Rule 4: names close to the protocols' own, or without their trailing label.
local close = UITableView{name = "close", frame = {0, 0, 375, 300}}
local ds = {}
local at4 = line() + 1
function ds:numberOfRows(tv, s) return 3 end
function ds:cellForRow(tv, ip) return cell(tv, ip) end
function ds:numberOfSection(tv) return 1 end
close.dataSource = ds
-- In the order of the keys, whatever the table's own order.
assertEqual(warnings(), {
  here .. (at4 + 1) .. ": 'cellForRow' is not a method of UITableViewDataSource; did you mean 'cellForRowAt'?"
    .. " (the data source of UITableView \"close\" keeps it, and nothing calls it)",
  here .. at4 .. ": 'numberOfRows' is not a method of UITableViewDataSource; did you mean 'numberOfRowsInSection'?"
    .. " (the data source of UITableView \"close\" keeps it, and nothing calls it)",
  here .. (at4 + 2) .. ": 'numberOfSection' is not a method of UITableViewDataSource; did you mean 'numberOfSections'?"
    .. " (the data source of UITableView \"close\" keeps it, and nothing calls it)",
})
local dl = {}
local at5 = line() + 1
function dl:didSelectRow(tv, ip) end
function dl:tableView(tv, ip) end
function dl:helper() end
close.delegate = dl
assertEqual(warnings(), {
  here .. at5 .. ": 'didSelectRow' is not a method of UITableViewDelegate; did you mean 'didSelectRowAt'?"
    .. " (the delegate of UITableView \"close\" keeps it, and nothing calls it)",
  here .. (at5 + 1) .. ": 'tableView' is not a method of UITableViewDelegate; Swift names many methods tableView(_:…),"
    .. " and respond-lua calls each by its label after the table view: heightForRowAt, heightForHeaderInSection,"
    .. " heightForFooterInSection, shouldHighlightRowAt, didHighlightRowAt, didUnhighlightRowAt, willSelectRowAt,"
    .. " didSelectRowAt, willDeselectRowAt, didDeselectRowAt, viewForHeaderInSection, viewForFooterInSection,"
    .. " editingStyleForRowAt, titleForDeleteConfirmationButtonForRowAt, estimatedHeightForRowAt,"
    .. " estimatedHeightForHeaderInSection, estimatedHeightForFooterInSection, willDisplay, didEndDisplaying,"
    .. " willDisplayHeaderView, willDisplayFooterView, accessoryButtonTappedForRowWith,"
    .. " leadingSwipeActionsConfigurationForRowAt, trailingSwipeActionsConfigurationForRowAt, willBeginEditingRowAt,"
    .. " didEndEditingRowAt, shouldIndentWhileEditingRowAt, indentationLevelForRowAt, targetIndexPathForMoveFromRowAt,"
    .. " contextMenuConfigurationForRowAt (the delegate of UITableView \"close\" keeps it, and nothing calls it)",
})
-- One table as both: the data source's methods are not strangers to the delegate.
local both = {numberOfRowsInSection = function(self, tv, s) return 1 end, cellForRowAt = function(self, tv, ip) return cell(tv, ip) end,
  didSelectRowAt = function(self, tv, ip) end}
close.dataSource, close.delegate = both, both
assertEqual(warnings(), {})

-- Rule 5: a delegate method declared without self warns once, and is still
-- called as UIKit would: the delegate first.
local noself = UITableView{name = "noself", frame = {0, 0, 375, 300}}
local src = {}
src.numberOfRowsInSection = function(self, tv, s) return 2 end
src.cellForRowAt = function(self, tv, ip) return cell(tv, ip) end
local at6 = line() + 1
src.didSelectRowAt = function(tv, ip) log[#log + 1] = {tv == src, ip == noself} end
noself.dataSource = src
noself.delegate = src
assertEqual(warnings(), {here .. at6 .. ": didSelectRowAt is called as delegate:didSelectRowAt(tableView, indexPath), but"
  .. " this function takes (tv, ip): write function d:didSelectRowAt(tv, ip), or add self as the first parameter"})
w:addSubview(noself)
sim.tap(10, 10)
assertEqual(logged(), {{true, true}})
assertEqual(warnings(), {})
noself:removeFromSuperview()
-- A recognizer's delegate too.
local pan = UIPanGestureRecognizer{}
local at7 = line() + 1
pan.delegate = {shouldReceiveTouch = function(g, touch) return true end}
assertEqual(warnings(), {here .. at7 .. ": shouldReceiveTouch is called as delegate:shouldReceiveTouch(gestureRecognizer, touch),"
  .. " but this function takes (g, touch): write function d:shouldReceiveTouch(g, touch), or add self as the first parameter"})
-- A recognizer delegate's name without its trailing label lists every method it could be.
local at8 = line() + 1
pan.delegate = {shouldReceive = function(self, g, x) return true end}
assertEqual(warnings(), {here .. at8 .. ": 'shouldReceive' in the delegate of UIPanGestureRecognizer#1 (table#3) is not a"
  .. " delegate method; did you mean 'shouldReceiveTouch', 'shouldReceivePress' or 'shouldReceiveEvent'?"})
-- self under any other name with the full count, varargs and self itself are fine.
pan.delegate = {shouldReceiveTouch = function(me, g, touch) return true end, shouldBegin = function(...) return true end}
assertEqual(warnings(), {})

-- Rule 6: nothing defined, nothing named: the built-in answers say so, and
-- notifications nobody defined leave no line.
local plain = UITableView{name = "plain", frame = {0, 0, 375, 300}}
plain.dataSource = {numberOfRowsInSection = function(self, tv, s) return 2 end, cellForRowAt = function(self, tv, ip) return cell(tv, ip) end}
plain.delegate = {}
w:addSubview(plain)
sim.clearRecords()
sim.tap(10, 10)
assertEqual(controlEvents(), {
  "shouldHighlightRowAt [0, 0]: not defined, default true",
  "willSelectRowAt [0, 0]: not defined, default [0, 0]",
  "row [0, 0] selected",
})
plain:removeFromSuperview()

-- Rule 6 for overrides: a scroll view's question is named as called only when
-- a script's override answered.
local list = UIScrollView{name = "list", frame = {0, 0, 375, 300}, contentSize = {375, 900}}
local buy = UIButton{name = "Buy", frame = {10, 10, 100, 40}}
list:addSubview(buy)
w:addSubview(list)
local function gestureReasons()
  local out = {}
  for _, r in ipairs(sim.records()) do
    local text = r.reason or ""
    if r.kind == "gesture" and text:find("touchesShould", 1, true) then out[#out + 1] = text end
  end
  sim.clearRecords()
  return out
end
-- A finger that rests on the button, then drags.
local function restThenDrag()
  local f = touchDown(30, 30)
  f:hold(0.3)
  for y = 40, 200, 10 do f:moveTo(30, y) wait(1 / 60) end
  f:up()
  sim.settle()
end
sim.clearRecords()
tap(30, 30)
assertEqual(gestureReasons(), {'touchesShouldBegin(UIButton "Buy") not overridden, default true at the touch-up: the content gets the touch'})
restThenDrag()
assertEqual(gestureReasons(), {'touchesShouldBegin(UIButton "Buy") not overridden, default true: the content gets the touch',
  'touchesShouldCancel(UIButton "Buy") not overridden, default false (a UIControl): scroll refused'})
function list:touchesShouldCancel(view) return true end
function list:touchesShouldBegin(touches, event, view) return true end
restThenDrag()
assertEqual(gestureReasons(), {'touchesShouldBegin(UIButton "Buy") → true: the content gets the touch',
  'touchesShouldCancel(UIButton "Buy") → true: the drag takes the touch'})
list:removeFromSuperview()

-- sim.quietCatalogue silences rules 2-5 (and only those).
assertEqual(sim.quietCatalogue, false)
sim.quietCatalogue = true
local quiet = UITableView{name = "quiet"}
quiet.delegate = {contextMenuConfigurationForRowAt = function() end, didSelectRow = function() end,
  didSelectRowAt = function(tv, ip) end}
function Cell:didTransitionTo(state) end
assertEqual(warnings(), {})
local v = UIView{}
v.alpah = 1
assertEqual(#warnings(), 1, "misspellings of properties still warn")
assertEqual(pcall(function() sim.quietCatalogue = "yes" end), false)
sim.quietCatalogue = false

-- SPEC 11.10 and 11.11 "Unimplemented names": a UIKit name respond-lua does not
-- implement is never silent; Swift spellings get the Lua name; misspellings are
-- caught on reads and method calls, one edit away or two where no other name is as close.
local w = UIWindow{} w:makeKeyAndVisible()
local v = UIView{name = "v", frame = {0, 0, 100, 100}}
w:addSubview(v)
sim.record(true)
local function warnings()
  local out = {}
  for _, r in ipairs(sim.records()) do if r.kind == "warning" then out[#out + 1] = r.reason end end
  sim.clearRecords()
  return out
end
local here = debug.getinfo(1, "S").short_src .. ":"
local function line() return debug.getinfo(2, "l").currentline end

-- Assigning a UIKit property the engine lacks: a warning, and the value is kept as a field.
v.preservesSuperviewLayoutMargins = true local at = line()
assertEqual(warnings(), {here .. at .. ": 'preservesSuperviewLayoutMargins' is UIKit API respond-lua does not implement"
  .. " (a property of UIView); UIView \"v\" keeps it as a field of its own, which the engine never reads or calls"})
assertEqual(v.preservesSuperviewLayoutMargins, true)
-- Reading one that was never set: nil and a warning, once per site.
for _ = 1, 3 do assertEqual(v.tintColor, nil) end at = line()
assertEqual(warnings(), {here .. at .. ": 'tintColor' is UIKit API respond-lua does not implement (a property of UIView);"
  .. " reading it gives nil"})
-- Calling a UIKit method the engine lacks: an error saying so, at the script's line.
assertError(function() v:sizeToFit() end, "'sizeToFit' is UIKit API respond-lua does not implement (a method of UIView)")
local ok, err = pcall(function() v:setNeedsUpdateConstraints() end) at = line()
assertEqual(err, here .. (at - 0) .. ": 'setNeedsUpdateConstraints' is UIKit API respond-lua does not implement (a method of UIView)")
-- Overriding one the engine does not call: a warning on the instance or the
-- class, in the words of SPEC 12.1's catalogue.
function v:tintColorDidChange() end at = line()
assertEqual(warnings(), {here .. at .. ": 'tintColorDidChange' is UIKit API respond-lua does not call (UIView);"
  .. " UIView \"v\" keeps it, and nothing calls it"})
local Cell = UIView:subclass("Cell")
function Cell:updateConstraints() end at = line()
assertEqual(warnings(), {here .. at .. ": 'updateConstraints' is UIKit API respond-lua does not call (UIView);"
  .. " class Cell keeps it, and nothing calls it"})
-- Members by the class that declares them: a controller's, a button's, a scroll view's.
local vc = UIViewController{}
vc.title = "Settings"
assertEqual(#warnings(), 1)
assertError(function() vc:viewWillAppear(true) end, "a method of UIViewController")
assertError(function() UIButton{}:setTitle("Buy", "normal") end, "a method of UIButton")
assertEqual(UIScrollView{}.zoomScale, nil)
assertEqual(warnings()[1]:find("'zoomScale' is UIKit API", 1, true) ~= nil, true)
-- ...and not for classes that do not have them: a plain key stays a field, silently.
v.title = "mine"
assertEqual(warnings(), {})

-- Classes: constructing or subclassing one is an error saying so.
assertError(function() return UIPageViewController{} end, "UIPageViewController is UIKit API respond-lua does not implement")
assertError(function() return UIHoverGestureRecognizer:subclass("Hover") end, "UIHoverGestureRecognizer is UIKit API")
assertError(function() return UIContextMenuInteraction() end, "does not implement")
assertEqual(tostring(UIPageViewController), "UIPageViewController (UIKit API respond-lua does not implement)")
assertEqual(NotAUIKitClass, nil, "other globals stay nil")
assertEqual(UIView ~= nil and UIStackView ~= nil, true, "classes the engine has are themselves")

-- Swift spellings get the Lua name.
assertError(function() return v:point({1, 1}) end,
  "'point' is Swift's spelling; respond-lua calls this UIView member 'pointInside', as Objective-C does")
local g = UITapGestureRecognizer{}
assertError(function() g:require(g) end, "respond-lua calls this UIGestureRecognizer member 'requireGestureRecognizerToFail'")
assertEqual(v.next, nil) at = line()
assertEqual(warnings(), {here .. at .. ": 'next' is Swift's spelling; respond-lua calls this UIResponder member"
  .. " 'nextResponder', as Objective-C does; reading it gives nil"})
assertEqual(v.isHidden, false, "Swift's boolean names are aliases already")

-- Misspellings on reads and calls.
assertError(function() v:addSubView(UIView{}) end, "'addSubView' is not a method of UIView; did you mean 'addSubview'?")
assertEqual(v.isHiden, nil) at = line()
assertEqual(warnings(), {here .. at .. ": 'isHiden' is not a property of UIView; did you mean 'isHidden'? (reading it gives nil)"})
assertEqual(g.cancelsTouchInView, nil) at = line()
assertEqual(warnings(), {here .. at .. ": 'cancelsTouchInView' is not a property of UITapGestureRecognizer;"
  .. " did you mean 'cancelsTouchesInView'? (reading it gives nil)"})
g.cancelsTouchInView = false at = line()
assertEqual(warnings()[1]:find("did you mean 'cancelsTouchesInView'", 1, true) ~= nil, true, "two edits away on assignment too")
-- The bars' looks and delegates are UIKit API respond-lua does not implement (SPEC 12.5 models places and actions).
local bar = UIToolbar{name = "bar"}
bar.delegate = {} at = line()
assertEqual(warnings(), {here .. at .. ": 'delegate' is UIKit API respond-lua does not implement (a property of UIToolbar);"
  .. " UIToolbar \"bar\" keeps it as a field of its own, which the engine never reads or calls"})
local item = UIBarButtonItem{title = "Done"}
item.tintColor = 1 at = line()
assertEqual(warnings(), {here .. at .. ": 'tintColor' is UIKit API respond-lua does not implement (a property of UIBarButtonItem);"
  .. " UIBarButtonItem \"Done\" keeps it as a field of its own, which the engine never reads or calls"})
local navBar = UINavigationController{rootViewController = UIViewController{}}.navigationBar
assertEqual(navBar.topItem, nil) at = line()
assertEqual(warnings(), {here .. at .. ": 'topItem' is UIKit API respond-lua does not implement (a property of UINavigationBar);"
  .. " reading it gives nil"})
-- Fields of one's own stay quiet: far from every name, short, or already set.
assertEqual(v.score, nil)
assertEqual(v.favourite, nil)
v.score = 3
assertEqual(v.score, 3)
assertEqual(warnings(), {})
print("uikit names: ok")

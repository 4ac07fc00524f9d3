-- SPEC 12.5: bar button items, navigation items and toolbars; the swipe-back policy.
local w = UIWindow{} w:makeKeyAndVisible()
local log = {}
local function logged() local out = log; log = {}; return out end
local Target = {}
function Target:save(sender, event) log[#log + 1] = "save from " .. sender.className .. " (" .. event.type .. ")" end
function Target:done(sender) log[#log + 1] = "done from " .. tostring(sender.title or sender.systemItem) end
local function recordsOf(g, event)
  local out = {}
  for _, r in ipairs(sim.records()) do
    if r.recognizer == g and r.event == event then out[#out + 1] = r.reason end
  end
  return out
end

-- Rule 1: one navigationItem per controller, made on first read, with UIKit's defaults.
local home = UIViewController{name = "home"}
local item = home.navigationItem
assertEqual(item.className, "UINavigationItem")
assertEqual(home.navigationItem, item, "the same item on every read")
assertEqual(item.viewController, home)
assertEqual({item.title, item.leftBarButtonItem, item.rightBarButtonItem}, {nil, nil, nil})
assertEqual({item.leftBarButtonItems, item.rightBarButtonItems}, {{}, {}})
assertEqual({item.hidesBackButton, item.leftItemsSupplementBackButton}, {false, false})
local nav = UINavigationController{rootViewController = home}
w.rootViewController = nav
local bar = nav.navigationBar
assertEqual(bar.frame, CGRect(0, 20, 375, 44))
assertEqual(bar.subviews, {}, "no items, no back button at the root")

-- Right items run right to left from the trailing edge, the first the rightmost;
-- left items left to right from the leading edge (rule 2: 8 pt margins and spacing).
local a = UIBarButtonItem{title = "A", target = Target, action = "save"}
local b = UIBarButtonItem{title = "B", width = 40}
assertEqual(a.view, nil, "no view until shown")
item.rightBarButtonItems = {a, b}
assertEqual(item.rightBarButtonItem, a)
assertEqual(a.view.className, "_UIButtonBarButton")
assertEqual(a.view.frame, CGRect(307, 0, 60, 44))
assertEqual(b.view.frame, CGRect(259, 0, 40, 44))
assertEqual(bar.subviews, {a.view, b.view})
local l1, l2 = UIBarButtonItem{title = "L1"}, UIBarButtonItem{systemItem = "edit"}
item.leftBarButtonItems = {l1, l2}
assertEqual(item.leftBarButtonItem, l1)
assertEqual({l1.view.frame, l2.view.frame}, {CGRect(8, 0, 60, 44), CGRect(76, 0, 60, 44)})
assertEqual(l2.view.name, "Edit", "a system item's control is named by its title")
-- rightBarButtonItem replaces the list; items that leave lose their view.
local c = UIBarButtonItem{systemItem = "add"}
local aControl = a.view
item.rightBarButtonItem = c
assertEqual(item.rightBarButtonItems, {c})
assertEqual({a.view, b.view, aControl.superview}, {nil, nil, nil})
assertEqual(c.view.frame, CGRect(307, 0, 60, 44))
item.rightBarButtonItems = {a, b}
assertEqual(a.view, aControl, "an item keeps its one control")
assertEqual(c.view, nil)

-- The bar shows its top controller's item: a push shows the pushed one's (none: the back button).
local detail = UIViewController{name = "detail"}
nav:pushViewController(detail)
assertEqual(bar.subviews, {bar.backButton})
assertEqual(bar.backButton.frame, CGRect(0, 0, 80, 44))
assertEqual({a.view, l1.view}, {nil, nil}, "home's items left the bar")
local close = UIBarButtonItem{title = "Close", target = Target, action = "done"}
detail.navigationItem.leftBarButtonItem = close
assertEqual(bar.subviews, {close.view}, "a left item replaces the back button")
assertEqual(close.view.frame, CGRect(8, 0, 60, 44))
detail.navigationItem.leftItemsSupplementBackButton = true
assertEqual(bar.backButton.superview, bar)
assertEqual(close.view.frame, CGRect(88, 0, 60, 44), "left items follow the back button")
detail.navigationItem.hidesBackButton = true
assertEqual(bar.backButton.superview, nil)
assertEqual(close.view.frame, CGRect(8, 0, 60, 44))
detail.navigationItem.leftBarButtonItem = nil
assertEqual(bar.subviews, {}, "hidesBackButton and no left item: an empty bar")
detail.navigationItem.hidesBackButton = false
assertEqual(bar.subviews, {bar.backButton})
detail.navigationItem.leftItemsSupplementBackButton = false
nav:popViewController()
assertEqual({l1.view.frame, a.view.frame}, {CGRect(8, 0, 60, 44), CGRect(307, 0, 60, 44)}, "home's items are back")
assertEqual(bar.backButton.superview, nil)
-- An item of a controller not on top changes nothing in the bar.
detail.navigationItem.rightBarButtonItem = c
assertEqual(c.view, nil)
detail.navigationItem.rightBarButtonItem = nil

-- Rule 2: a customView keeps its size, centred vertically; `width` and the default width.
local knob = UIView{name = "knob", frame = {0, 0, 30, 30}}
local custom = UIBarButtonItem{customView = knob, target = Target, action = "save"}
item.rightBarButtonItems = {custom, a}
assertEqual(custom.view, knob)
assertEqual(knob.frame, CGRect(337, 7, 30, 30))
assertEqual(a.view.frame, CGRect(269, 0, 60, 44))
a.width = 100
assertEqual(a.view.frame, CGRect(229, 0, 100, 44), "a shown item's new width lays the bar out again")
a.width = 0
assertEqual(UIBarButtonItem.defaults.itemWidth, 60)
UIBarButtonItem.defaults.itemWidth = 50
item.rightBarButtonItems = {custom, a}
assertEqual(a.view.frame, CGRect(279, 0, 50, 44))
UIBarButtonItem.defaults.itemWidth = 60
item.rightBarButtonItems = {custom, a}
-- The title is drawn by the bar, not a view: a touch there hits the bar.
item.title = "Home"
assertEqual(hitTest(187, 42), bar)
assertEqual(render():find("UINavigationBar#1 'Home'", 1, true) ~= nil, true, "pictures draw the title on the bar")
local e = explain(187, 42)
assertEqual(e.barNotes, {'the title "Home" is drawn by UINavigationBar#1, not a view: a touch there goes to the bar'})

-- Rule 3: what an item holds, and what its control sends.
local save = UIBarButtonItem{title = "Save", style = "done", target = Target, action = "save"}
assertEqual({save.title, save.style, save.target, save.action, save.width, save.systemItem, save.customView},
            {"Save", "done", Target, "save", 0, nil, nil})
assertEqual(UIBarButtonItem{systemItem = "cancel"}.systemItem, "cancel")
assertEqual(UIBarButtonItem{}.style, "plain")
item.leftBarButtonItem = save
assertEqual(tap(save.view), save.view)
assertEqual(logged(), {"save from UIBarButtonItem (touches)"}, "the item is the sender")
-- The trace names the item and its control.
sim.clearRecords() sim.record(true)
tap(save.view)
local actions = {}
for _, r in ipairs(sim.records()) do
  if r.kind == "action" then actions[#actions + 1] = r.text:match("action%s+(.*)$") end
end
sim.record(false)
assertEqual(actions, {'save (to table "Target"; sent by UIBarButtonItem "Save" from its _UIButtonBarButton "Save")'}, "trace")
logged()
assertEqual(explain(save.view).barNotes,
  {[[_UIButtonBarButton "Save" shows UIBarButtonItem "Save": its touchUpInside sends 'save' to table "Target", the item as sender]]})
-- A customView item sends nothing: the view handles its own touches.
tap(knob)
assertEqual(logged(), {})
assertEqual(explain(knob).barNotes[1],
  [[UIView "knob" is the customView of UIBarButtonItem#7: the item sends nothing, the view handles its own touches (a button in it needs its own target)]])
local inner = UIButton{name = "inner", frame = {0, 0, 30, 30}}
inner:addTarget(nil, function() log[#log + 1] = "inner button" end, "touchUpInside")
knob:addSubview(inner)
tap(knob)
assertEqual(logged(), {"inner button"})
-- A nil target: the responder chain from the first responder (SPEC 7.3).
local field = UITextField{name = "field", frame = {10, 100, 200, 40}}
home.view:addSubview(field)
function home:search(sender) log[#log + 1] = "home:search from " .. sender.title end
local find = UIBarButtonItem{title = "Find", action = "search"}
item.leftBarButtonItem = find
field:becomeFirstResponder()
tap(find.view)
assertEqual(logged(), {"home:search from Find"})
field:resignFirstResponder()
-- A function action gets the item as sender.
local fn = UIBarButtonItem{title = "Fn", action = function(sender, event) log[#log + 1] = sender.title .. " " .. event.type end}
item.leftBarButtonItem = fn
tap(fn.view)
assertEqual(logged(), {"Fn touches"})
-- A disabled item's control takes no tap.
fn.enabled = false
assertEqual(fn.view.enabled, false)
tap(fn.view)
assertEqual(logged(), {})
fn.isEnabled = true
-- title, target and action can change later.
fn.title = "Go"
assertEqual(fn.view.name, "Go")
fn.target, fn.action = Target, "done"
tap(fn.view)
assertEqual(logged(), {"done from Go"})
item.leftBarButtonItem = nil
assertEqual(fn.view, nil, "nil once it leaves the bar")

-- Rule 4: a toolbar: 44 high by default, items left to right, flexible spaces share what is left.
local plainToolbar = UIToolbar{}
assertEqual(plainToolbar.frame, CGRect(0, 0, 375, 44))
assertEqual(plainToolbar.items, {})
local flex = UIBarButtonItem{systemItem = "flexibleSpace"}
local fixed = UIBarButtonItem{systemItem = "fixedSpace", width = 20}
local t1, t2 = UIBarButtonItem{title = "T1"}, UIBarButtonItem{title = "T2", width = 40}
local dot = UIView{name = "dot", frame = {0, 0, 30, 30}}
local t3 = UIBarButtonItem{customView = dot}
local toolbar = UIToolbar{frame = {0, 600, 375, 44}, items = {t1, flex, t2, fixed, t3}}
w:addSubview(toolbar)
assertEqual(toolbar.items, {t1, flex, t2, fixed, t3})
assertEqual({t1.view.frame, t2.view.frame, dot.frame}, {CGRect(8, 0, 60, 44), CGRect(261, 0, 40, 44), CGRect(337, 7, 30, 30)})
assertEqual({flex.view, fixed.view}, {nil, nil}, "spaces place no view")
assertEqual(toolbar.subviews, {t1.view, t2.view, dot})
local f1, f2 = UIBarButtonItem{systemItem = "flexibleSpace"}, UIBarButtonItem{systemItem = "flexibleSpace"}
toolbar.items = {f1, t1, f2}
assertEqual(t1.view.frame, CGRect(157.5, 0, 60, 44), "two flexible spaces share equally")
assertEqual({t2.view, dot.superview}, {nil, nil}, "items that left took their views")
toolbar:setItems({f1, t1, f2}, true)
toolbar.frame = CGRect(0, 600, 200, 44)
toolbar:layoutIfNeeded()
assertEqual(t1.view.frame, CGRect(70, 0, 60, 44), "a new width lays the items out again")
assertEqual(tap(100, 620), t1.view)

-- A toolbar as an inputAccessoryView takes touches like any view (case 58).
local accessory = UIToolbar{frame = {0, 0, 100, 44}}
local send = UIBarButtonItem{title = "Send", target = Target, action = "done"}
accessory.items = {UIBarButtonItem{systemItem = "flexibleSpace"}, send}
local input = UITextField{name = "input", frame = {10, 200, 300, 40}}
home.view:addSubview(input)
input.inputAccessoryView = accessory
input:becomeFirstResponder()
assertEqual(accessory.frame, CGRect(0, 0, 375, 44))
assertEqual(tap(337, 429), send.view, "laid out at its new width before the hit test")
assertEqual(send.view.frame, CGRect(307, 0, 60, 44))
assertEqual(logged(), {"done from Send"})
input:resignFirstResponder()

-- Rule 5: the swipe-back policy of the pop gesture's default delegate.
local pop = nav.interactivePopGestureRecognizer
local policy = pop.delegate
assertEqual(policy.className, "_UINavigationInteractiveTransition")
assertEqual(pop.delegate, policy, "the same object on every read")
item.leftBarButtonItem = nil
item.rightBarButtonItems = {}
sim.clearRecords() sim.record(true)
edgePan("left", {distance = 200})
assertEqual(recordsOf(pop, "possible → failed"), {"UINavigationController#1 has no controller to go back to"})
sim.record(false)
local function swipeBack()
  local before = nav.topViewController
  sim.clearRecords() sim.record(true)
  edgePan("left", {distance = 200})
  local failed = recordsOf(pop, "possible → failed")[1]
  sim.record(false)
  local popped = nav.topViewController ~= before
  if popped then nav:pushViewController(before) end
  return popped, failed
end
nav:pushViewController(detail)
assertEqual({swipeBack()}, {true}, "the back button shown: the swipe pops")
detail.navigationItem.leftBarButtonItem = close
assertEqual({swipeBack()}, {false, "_UINavigationInteractiveTransition#1, the default delegate, said no: the navigationItem of "
  .. 'UIViewController "detail" has a left bar button item in place of the back button'})
assertEqual(explain(5, 300).barNotes, {"swipe back: UIScreenEdgePanGestureRecognizer#1 would not begin: "
  .. '_UINavigationInteractiveTransition#1, the default delegate, said no: the navigationItem of UIViewController "detail" '
  .. "has a left bar button item in place of the back button (set leftItemsSupplementBackButton = true, or give the gesture "
  .. "a delegate of your own)"})
detail.navigationItem.leftItemsSupplementBackButton = true
assertEqual({swipeBack()}, {true}, "left items beside the back button: the swipe pops")
assertEqual(explain(5, 300).barNotes, {})
detail.navigationItem.hidesBackButton = true
assertEqual({swipeBack()}, {false, "_UINavigationInteractiveTransition#1, the default delegate, said no: the navigationItem of "
  .. 'UIViewController "detail" hides the back button'})
detail.navigationItem.hidesBackButton = false
nav.navigationBarHidden = true
assertEqual({swipeBack()}, {false, "_UINavigationInteractiveTransition#1, the default delegate, said no: navigationBarHidden is true"})
nav.navigationBarHidden = false
detail.navigationItem.leftItemsSupplementBackButton = false
assertEqual(swipeBack(), false)
-- A script's delegate replaces all of the policy.
local asked = 0
pop.delegate = {shouldBegin = function(self, g) asked = asked + 1; return true end}
assertEqual(pop.delegate.className, nil)
assertEqual(swipeBack(), true, "the script's delegate lets it begin despite the left item")
assertEqual(asked, 1)
nav:popViewController()
sim.clearRecords() sim.record(true)
edgePan("left", {distance = 200})
assertEqual(#recordsOf(pop, "possible → began"), 1, "true on the root lets it begin")
sim.record(false)
assertEqual(nav.viewControllers, {home}, "and the pop does nothing")
pop.delegate = {shouldBegin = function() return false end}
nav:pushViewController(detail)
detail.navigationItem.leftBarButtonItem = nil
assertEqual(swipeBack(), false, "a delegate answering false refuses even with the back button")
-- nil: no delegate, the gesture begins whenever it can.
pop.delegate = nil
assertEqual(pop.delegate, nil)
detail.navigationItem.leftBarButtonItem = close
assertEqual(swipeBack(), true)
-- The saved default delegate, given back, brings the policy back.
pop.delegate = policy
assertEqual(pop.delegate, policy)
assertEqual(swipeBack(), false)
detail.navigationItem.leftBarButtonItem = nil
nav:popViewController()

-- Bad input: errors naming the function and the value; nothing half-done.
assertError(function() UIBarButtonItem{systemItem = "dne"} end,
  "bad argument #1 to 'UIBarButtonItem' (unknown systemItem 'dne'; known: done, cancel, edit, save, add, flexibleSpace,")
assertError(function() UIBarButtonItem{systemItem = "dne"} end, "did you mean 'done'?")
assertError(function() UIBarButtonItem{systemItem = 5} end,
  "bad argument #1 to 'UIBarButtonItem' (systemItem must be a string, got number)")
assertError(function() UIBarButtonItem{style = "fancy"} end,
  "bad argument #1 to 'UIBarButtonItem' (unknown style 'fancy'; known: plain, done)")
assertError(function() UIBarButtonItem{customView = "knob"} end,
  "bad argument #1 to 'UIBarButtonItem' (customView must be a UIView (not a UIWindow), got string)")
assertError(function() UIBarButtonItem{customView = w} end, "got UIWindow")
assertError(function() UIBarButtonItem{systemItem = "done", title = "OK"} end, "give title or systemItem, not both")
assertError(function() UIBarButtonItem{customView = knob, title = "OK"} end, "give customView or title, not both")
assertError(function() UIBarButtonItem{action = 5} end, "action must be a method name or a function, got number")
assertError(function() UIBarButtonItem{width = -1} end, "width")
assertError(function() save.width = 0 / 0 end, "a finite number from 0 to 1e9")
assertError(function() save.style = "fancy" end, "plain")
assertError(function() save.customView = 5 end, "UIView or nil expected, got 5")
assertError(function() save.action = 5 end, "bad value for 'action' (action (a method name, a function or nil) expected, got 5)")
assertError(function() save.target = 5 end, "bad value for 'target' (target (an object, a table or nil) expected, got 5)")
assertEqual({save.target, save.action}, {Target, "save"}, "nothing changed")
assertError(function() item.rightBarButtonItem = knob end, "UIBarButtonItem or nil expected")
assertError(function() item.rightBarButtonItems = {a, 5} end, "item 2 is not a UIBarButtonItem")
assertError(function() item.rightBarButtonItems = {a, a} end, "is in the list twice")
assertError(function() item:setRightBarButtonItems(5) end, "bad argument #1 to 'setRightBarButtonItems' (array of UIBarButtonItem expected, got number)")
assertEqual(item.rightBarButtonItems, {}, "nothing changed")
assertError(function() toolbar.items = {t1, t1} end, "is in the list twice")
local holder = UIView{name = "holder", frame = {0, 0, 375, 100}}
local inside = UIToolbar{name = "inside"}
holder:addSubview(inside)
assertError(function() inside.items = {t1, UIBarButtonItem{customView = holder}} end,
  "the customView of UIBarButtonItem#")
assertEqual({inside.items, holder.superview}, {{}, nil}, "nothing half-done")
assertError(function() UIToolbar{items = 5} end, "array of UIBarButtonItem expected")
assertError(function() UIBarButtonItem{}.view = knob end, "view")
assertError(function() UINavigationItem{}.hidesBackButton = "yes" end, "boolean expected")
print("bars and toolbars: ok")

-- Bad input: clear errors naming the function, and the engine never left half-way.
local root = UIView{name = "root", frame = {0, 0, 100, 100}}
local child = UIView{name = "child"}
root:addSubview(child)

assertError(function() root:addSubview(5) end, "bad argument #1 to 'addSubview' (UIView expected, got number)")
assertError(function() root:addSubview() end, "bad argument #1 to 'addSubview' (UIView expected, got no value)")
assertError(function() root:addSubview(root) end, "cannot add a view to itself")
assertError(function() child:addSubview(root) end, "to its own descendant")
assertEqual(#root.subviews, 1, "the hierarchy is unchanged")
assertEqual(root.superview, nil)
assertError(function() root:addSubview(UIViewController()) end, "UIView expected, got UIViewController")
assertError(function() UIView.addSubview(root, "x") end, "bad argument #2 to 'addSubview'")
assertError(function() root.frame = {0, 0, 0 / 0, 1} end, "bad value for 'frame'")
-- A value that is no rect or point says how to write one; a non-finite one shows itself.
assertError(function() root.frame = {0, 0} end, "bad value for 'frame' (a rect expected, like {x, y, width, height} "
  .. "or CGRect(x, y, width, height); got a table without 4 numbers)")
assertError(function() root.frame = 5 end, "(a rect expected, like {x, y, width, height} or CGRect(x, y, width, height); "
  .. "got number)")
assertError(function() root.frame = {0, 0, 1 / 0, 1} end, "(rect of finite numbers expected, got (0,0,inf,1))")
assertError(function() root.center = {x = 1} end, "bad value for 'center' (a point expected, like {x, y} or CGPoint(x, y); "
  .. "got a table without 2 numbers)")
assertError(function() UIView{frame = {0, 0}} end, "property 'frame': bad value for 'frame' (a rect expected")
assertError(function() root:hitTest({0 / 0, 1}) end, "coordinates must be finite numbers")
assertError(function() tap(0 / 0, 5) end, "coordinates must be finite numbers")
assertError(function() tap("here") end, "location (x, y, a point or a view) expected, got string")
assertError(function() UIView{frame = "wide"} end, "property 'frame'")
assertError(function() UIView(5) end, "a table of properties expected")
assertError(function() UITouch() end, "made by the engine")
assertError(function() responderChain(3) end, "UIResponder expected, got number")

-- An error inside an override in the middle of a tap: reported with its location,
-- the sequence cancelled cleanly, the engine still usable.
local window = UIWindow{}
window:makeKeyAndVisible()
local v = UIView{name = "v", frame = {0, 0, 100, 100}}
window:addSubview(v)
local log = {}
function v:touchesBegan() log[#log + 1] = "began" end
function v:touchesMoved() error("moved failed") end
function v:touchesCancelled() log[#log + 1] = "cancelled" end
function v:touchesEnded() log[#log + 1] = "ended" end
local err = assertError(function() drag(10, 10, 50, 10) end, "moved failed")
assertEqual(err:match("^[^:]+:%d+:") ~= nil, true, "file:line: prefix")
assertEqual(log, {"began", "cancelled"}, "exactly one cancel after the failure")
log = {}
v.touchesMoved = nil
drag(10, 10, 50, 10, {steps = 1})
assertEqual(log, {"began", "ended"}, "the next gesture works")

-- An override returning the wrong type.
function v:hitTest() return 42 end
assertError(function() tap(10, 10) end, "hitTest override of UIView \"v\" gave number; it must be a UIView or nil")
v.hitTest = nil
function v:nextResponder() return "up" end
assertError(function() return v.nextResponder end, "it must be a UIResponder or nil")
v.nextResponder = nil

-- Runaway recursion through the engine gives a clean error.
function v:pointInside(p, e) return window:hitTest(p, e) ~= nil end
assertError(function() tap(10, 10) end, "stack overflow")
v.pointInside = nil
log = {}
tap(10, 10)
assertEqual(log, {"began", "ended"})

-- Injecting touches from inside an override is refused.
function v:touchesBegan() tap(1, 1) end
assertError(function() tap(10, 10) end, "cannot inject touches while an event is being delivered")
v.touchesBegan = nil
assertEqual(tap(10, 10), v)

-- A finger that was cancelled by an error is no longer down.
function v:touchesBegan() error("no") end
local ok = pcall(touchDown, 10, 10)
assertEqual(ok, false)
v.touchesBegan = nil
assertEqual(tap(10, 10), v)

-- assertEqual names two floats that print alike by all their digits.
assertError(function() assertEqual(0.1 + 0.2, 0.3) end, "expected 0.3, got 0.30000000000000004")
assertError(function() assertEqual(1.5, 2.5) end, "expected 2.5, got 1.5")

-- What overrides receive, as values: fresh sets with `count`, the same touch and
-- event objects throughout a sequence, fingers as plain tables, and where an
-- override is found (the object's own field, then its class's members).
local window = UIWindow{frame = {0, 0, 200, 200}}
window:makeKeyAndVisible()
local v = UIView{frame = {0, 0, 100, 100}, tag = 7}
window:addSubview(v)

local sets, events, touches = {}, {}, {}
function v:touchesBegan(set, event)
  sets[#sets + 1] = set; events[#events + 1] = event; touches[#touches + 1] = set:anyObject()
end
function v:touchesEnded(set, event)
  sets[#sets + 1] = set; events[#events + 1] = event; touches[#touches + 1] = set:anyObject()
end

local f = touchDown(10, 10)
assertEqual(type(f), "table")
assertEqual(rawget(f, "touch"), f.touch)
assertEqual(getmetatable(f).__name, "Finger")
local keys = {}
for k in pairs(f) do keys[#keys + 1] = k end
assertEqual(keys, {"touch"})
f:up()

assertEqual(#sets, 2)
assert(sets[1] ~= sets[2], "every delivery gets a set of its own")
for _, set in ipairs(sets) do
  assertEqual(rawget(set, "count"), 1)
  assertEqual(#set, 1)
  assertEqual(getmetatable(set).__name, "TouchSet")
  local n = 0
  for k in pairs(set) do n = n + 1 end
  assertEqual(n, 2, "the touch and `count`")
end
assert(touches[1] == touches[2] and touches[1] == f.touch, "one touch object for the whole sequence")
assert(events[1] == events[2], "one event object")
assertEqual(touches[1].view.tag, 7)

-- A second finger: a new touch, not the first one again.
local g = touchDown(20, 20)
assert(g.touch ~= f.touch)
g:up()

-- A class's override, and an instance's own field before it.
local Counting = UIView:subclass("CountingView")
local classCalls, ownCalls = 0, 0
function Counting:touchesBegan(set, event) classCalls = classCalls + 1 end
local c = Counting{frame = {100, 100, 100, 100}}
window:addSubview(c)
tap(150, 150)
assertEqual(classCalls, 1)
c.touchesBegan = function(self, set, event) ownCalls = ownCalls + 1 end
tap(150, 150)
assertEqual({classCalls, ownCalls}, {1, 1})
c.touchesBegan = nil
tap(150, 150)
assertEqual({classCalls, ownCalls}, {2, 1})

-- pointInside overrides get fresh points; a plain value stands in for a result.
local seen = {}
v.pointInside = function(self, p, event) seen[#seen + 1] = p; return false end
assertEqual(window:hitTest({x = 10, y = 10}, nil), window)
window:hitTest({x = 10, y = 10}, nil)
assertEqual(#seen, 2)
assert(not rawequal(seen[1], seen[2]), "a fresh point each call")
assertEqual({seen[1].x, seen[1].y}, {10, 10})
v.pointInside = nil
assertEqual(window:hitTest({x = 10, y = 10}, nil), v)

-- An instance's own override is called in one step, whatever happened to the
-- values it is given: a touch or event whose Lua value was collected is made
-- again, and an error names the override's line.
local phases = {}
function v:touchesBegan(set, event) phases[#phases + 1] = set:anyObject().phase .. " " .. tostring(event) end
function v:touchesEnded(set, event) phases[#phases + 1] = set:anyObject().phase .. " " .. tostring(event) end
function v:touchesCancelled(set, event) phases[#phases + 1] = set:anyObject().phase .. " " .. tostring(event) end
local ev = tostring(events[1])
for i = 1, #events do events[i], sets[i], touches[i] = nil, nil, nil end
collectgarbage(); collectgarbage()     -- the event's Lua value goes
tap(10, 10)
assertEqual(phases, {"began " .. ev, "ended " .. ev})

v.touchesBegan = function(self, set, event) local x = nil; return x.y end
local ok, err = pcall(tap, 10, 10)
assert(not ok and err:find("bridge_values.lua:%d+: attempt to index a nil value"), "the override's own line: " .. tostring(err))
assertEqual(phases[#phases], "cancelled " .. ev, "the view that got began gets cancelled")
v.touchesBegan, v.touchesEnded, v.touchesCancelled = nil, nil, nil
v.pointInside = function(self, p, event) error("no pointInside today") end
ok, err = pcall(window.hitTest, window, {x = 10, y = 10}, nil)
assert(not ok and err:find("bridge_values.lua:%d+: no pointInside today"), tostring(err))
v.pointInside = nil
assertEqual(window:hitTest({x = 10, y = 10}, nil), v)

-- A hit view's tag is read from the engine's view store, not the view object:
-- it stays the view's own through every way of changing and reading it, also
-- after the view's Lua value was collected and made again.
v.tag = 41
local found = window:hitTest({x = 10, y = 10}, nil)
assertEqual({found.tag, v.tag, rawequal(found, v)}, {41, 41, true})
found.tag = -3
assertEqual(v.tag, -3)
assertEqual(window:viewWithTag(-3), v)
local w = UIView{frame = {100, 100, 50, 50}, tag = 9}
window:addSubview(w)
w = nil
collectgarbage(); collectgarbage()     -- w's Lua value goes; the view stays in the window
local again = window:hitTest({x = 110, y = 110}, nil)
assertEqual(again.tag, 9)
again.tag = 1 << 53
assertEqual(window:hitTest({x = 110, y = 110}, nil).tag, 1 << 53)
again:removeFromSuperview()
assertEqual(again.tag, 1 << 53, "a view out of the window keeps its tag")

-- Points: a plain table is read raw whatever its form; one with a metatable
-- never runs a metamethod to find a missing field.
assertEqual(window:hitTest({10, 10}, nil), v)
assertEqual(window:hitTest({x = 10, y = 10, 500, 500}, nil), v, "named fields first")
local calls = 0
local sneaky = setmetatable({}, {__index = function(t, k) calls = calls + 1; return 10 end})
ok, err = pcall(window.hitTest, window, sneaky, nil)
assert(not ok and err:find("bad argument #2 to 'hitTest' %(point expected, got table%)"), tostring(err))
assertEqual(calls, 0, "no metamethod runs")
assertEqual(window:hitTest(setmetatable({x = 10, y = 10}, {__index = error}), nil), v)
ok, err = pcall(window.hitTest, window, {x = 10, y = "10"}, nil)
assert(not ok and err:find("point expected"), tostring(err))
ok, err = pcall(window.hitTest, window, {x = 0/0, y = 10}, nil)
assert(not ok and err:find("coordinates must be finite numbers"), tostring(err))

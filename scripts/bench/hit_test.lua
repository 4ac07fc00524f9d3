-- Benchmark: hit testing and dispatch through a 10,000-view tree, the engine
-- against the same algorithm written in plain Lua on the same interpreter.
-- Prints ratios (docs/ARCHITECTURE.md, "Performance budgets"); run it with a release build:
--   scripts/run.sh scripts/bench/hit_test.lua
local clock = os.clock

local BRANCH, DEPTH = 10, 4            -- 10 + 100 + 1,000 + 10,000 = 11,110 views
local SIZE = 1000                      -- the root is SIZE x SIZE; children tile their parent

local function time(label, iterations, fn)
  fn()                                 -- warm up
  local best = math.huge
  for _ = 1, 5 do
    local start = clock()
    for _ = 1, iterations do fn() end
    best = math.min(best, (clock() - start) / iterations)
  end
  return best
end

-- The engine's tree --------------------------------------------------------
local window = UIWindow{frame = {0, 0, SIZE, SIZE}}
window:makeKeyAndVisible()
-- Children tile their parent; the split direction alternates by level. Returns the count.
local function buildEngine(parent, depth, branch)
  local count = 0
  local function build(view, level, w, h)
    if level > depth then return end
    local cw = w / branch
    for i = 0, branch - 1 do
      local v = UIView{frame = {i * cw, 0, cw, h}}
      count = count + 1
      view:addSubview(v)
      build(v, level + 1, h, cw)
    end
  end
  build(parent, 1, SIZE, SIZE)
  return count
end
local engineViews = buildEngine(window, DEPTH, BRANCH)

-- The same algorithm in plain Lua: a small UIKit with views as tables, points as
-- tables, methods looked up through metatables, transforms about the centre, and
-- for a tap, delivery of began/ended with the default forwarding up the chain.
local IDENTITY = {a = 1, b = 0, c = 0, d = 1, tx = 0, ty = 0}
local LuaView = {}
LuaView.__index = LuaView
function LuaView.new(x, y, w, h)
  return setmetatable({center = {x = x + w / 2, y = y + h / 2}, bounds = {x = 0, y = 0, width = w, height = h},
                       transform = IDENTITY, alpha = 1, hidden = false, userInteractionEnabled = true,
                       subviews = {}}, LuaView)
end
function LuaView:addSubview(v) self.subviews[#self.subviews + 1] = v; v.superview = self end
function LuaView:convertFromSuperview(p)
  local x, y = p.x - self.center.x, p.y - self.center.y
  local t = self.transform
  if t ~= IDENTITY then
    local det = t.a * t.d - t.b * t.c
    x, y = (t.d * x - t.c * y) / det, (-t.b * x + t.a * y) / det
  end
  local b = self.bounds
  return {x = x + b.width / 2 + b.x, y = y + b.height / 2 + b.y}
end
function LuaView:pointInside(p, event)
  local b = self.bounds
  return p.x >= b.x and p.x < b.x + b.width and p.y >= b.y and p.y < b.y + b.height
end
function LuaView:hitTest(p, event)
  if self.hidden or not self.userInteractionEnabled or self.alpha < 0.01 then return nil end
  if not self:pointInside(p, event) then return nil end
  local subs = self.subviews
  for i = #subs, 1, -1 do
    local s = subs[i]
    local hit = s:hitTest(s:convertFromSuperview(p), event)
    if hit then return hit end
  end
  return self
end
local luaApp = {touchesBegan = function() end, touchesEnded = function() end}
function LuaView:nextResponder() return self.superview or luaApp end
function LuaView:touchesBegan(touches, event) local n = self:nextResponder() if n then n:touchesBegan(touches, event) end end
function LuaView:touchesEnded(touches, event) local n = self:nextResponder() if n then n:touchesEnded(touches, event) end end

local luaRoot = LuaView.new(0, 0, SIZE, SIZE)
local function buildLua(parent, level, w, h)
  if level > DEPTH then return end
  local cw = w / BRANCH
  for i = 0, BRANCH - 1 do
    local v = LuaView.new(i * cw, 0, cw, h)
    parent:addSubview(v)
    buildLua(v, level + 1, h, cw)
  end
end
buildLua(luaRoot, 1, SIZE, SIZE)
local luaEvent = {allTouches = {}}
local function luaHitTest(x, y) return luaRoot:hitTest(luaRoot:convertFromSuperview({x = x, y = y}), luaEvent) end
local function luaTap(x, y)
  local touch = {phase = "began", window = luaRoot, location = {x = x, y = y}, tapCount = 1}
  touch.view = luaHitTest(x, y)
  luaEvent.allTouches = {touch}
  local touches = {touch}
  if touch.view then touch.view:touchesBegan(touches, luaEvent) end
  touch.phase = "ended"
  if touch.view then touch.view:touchesEnded(touches, luaEvent) end
  luaEvent.allTouches = {}
end

-- Points spread over the screen (deterministic).
local points = {}
for i = 1, 64 do points[i] = {(i * 137) % SIZE + 0.5, (i * 331) % SIZE + 0.5} end
local function eachPoint(fn) for i = 1, #points do fn(points[i][1], points[i][2]) end end

for i = 1, #points do
  local x, y = points[i][1], points[i][2]
  assert(luaHitTest(x, y) ~= nil and hitTest(x, y) ~= nil)
end

local results = {}
local function report(name, ratio, budget, better)
  local ok = better == "higher" and ratio >= budget or better == "lower" and ratio <= budget
  results[#results + 1] = string.format("%-62s %8.2f   (budget: %s %s)  %s", name, ratio,
    better == "higher" and "at least" or "at most", tostring(budget), ok and "ok" or "OVER BUDGET")
end

print(string.format("tree: %d engine views, %d levels of %d; %d points per round", engineViews, DEPTH, BRANCH, #points))

-- 1. Hit testing, no overrides.
local tLua = time("lua", 200, function() eachPoint(luaHitTest) end)
local tEngine = time("engine", 200, function() eachPoint(hitTest) end)
report("hit test, no overrides: plain Lua time / engine time", tLua / tEngine, 20, "higher")

-- 2. Full dispatch of a tap: hit test, began and ended, default forwarding to the app.
local tLuaTap = time("lua tap", 100, function() eachPoint(luaTap) end)
local tTap = time("tap", 100, function() eachPoint(function(x, y) tap(x, y, {settle = false}) end) end)
report("tap dispatch, no overrides: plain Lua time / engine time", tLuaTap / tTap, 20, "higher")

-- 3. The same Lua pointInside override on every view, in both.
local function override(self, p, e) return p.x >= 0 and p.y >= 0 and p.x < self.w and p.y < self.h end
local function overrideLua(v)
  for _, s in ipairs(v.subviews) do
    s.w, s.h = s.bounds.width, s.bounds.height
    s.pointInside = override
    overrideLua(s)
  end
end
overrideLua(luaRoot)
local tLuaOverride = time("lua+override", 100, function() eachPoint(luaHitTest) end)
overrideLua(window)
local tEngineOverride = time("engine+override", 100, function() eachPoint(hitTest) end)
report("pointInside override on every view: engine time / plain Lua time", tEngineOverride / tLuaOverride, 1.5, "lower")

-- 4. Cost follows the depth of the touched path, not the number of views.
local function engineTreeCost(depth, branch)
  local w = UIWindow{frame = {0, 0, SIZE, SIZE}, windowLevel = 100 + depth}
  w:makeKeyAndVisible()
  local count = buildEngine(w, depth, branch)
  local t = time("depth", 200, function() eachPoint(function(x, y) hitTest(x, y) end) end)
  w.hidden = true
  return t, count
end
local shallow, nShallow = engineTreeCost(2, 10)     -- 110 views, depth 2
local wide, nWide = engineTreeCost(2, 100)          -- 10,100 views, depth 2 (wider siblings)
local deep, nDeep = engineTreeCost(4, 10)           -- 11,110 views, depth 4
print(string.format("depth 2 / %d views: %.1f us; depth 4 / %d views: %.1f us per hit test",
  nShallow, shallow / #points * 1e6, nDeep, deep / #points * 1e6))
report(string.format("depth 4 (%d views) / depth 2 (%d views) time", nDeep, nShallow), deep / shallow, 3, "lower")
print(string.format("(for reference: depth 2 with 100 siblings a level, %d views: %.1f us; siblings are visited front to back, as in UIKit)",
  nWide, wide / #points * 1e6))

for _, line in ipairs(results) do print(line) end

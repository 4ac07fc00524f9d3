-- Lua source run once per state, before any script: the geometry value types
-- (plain tables with metatables), touch sets, fingers, `print`, finalizers that
-- run under the instruction hook, and the sandbox's allowlist.
-- It receives the output writer, the sentinels' `__gc`, whether to sandbox, the
-- error raiser and whether a person reads Chinese (`--lang zh`, a Chinese locale),
-- and returns the metatables and helpers the bridge needs.

local write, sentinelGC, sandboxed, raise, chinese = ...

local floor, abs, format = math.floor, math.abs, string.format

-- Numbers as the engine prints them: integers plainly, others with 6 significant digits.
local function fmt(n)
  -- A geometry value's field a script set to something else is shown as it is.
  if type(n) ~= "number" then return tostring(n) end
  if n ~= n then return "nan" end
  if n == math.huge then return "inf" elseif n == -math.huge then return "-inf" end
  local r = floor(n + 0.5)
  if abs(n - r) < 1e-9 and abs(r) < 1e15 then
    if r == 0 then return "0" end
    return format("%d", r)
  end
  local s = format("%.6g", n)
  if not s:find("e") and s:find("%.") then s = s:gsub("0+$", ""):gsub("%.$", "") end
  if s == "-0" then return "0" end
  return s
end

-- Argument errors name the function and are located at the script's line
-- (raise skips the prelude's frames).
local function num(v, what, fn)
  if type(v) ~= "number" then
    raise(format("bad argument to '%s' (%s expected, got %s)", fn, what, type(v)))
  end
  return v
end

local function readPoint(p, fn)
  local x, y
  if type(p) == "table" then x, y = p.x or p[1], p.y or p[2] end
  if type(x) ~= "number" or type(y) ~= "number" then
    raise(format("bad argument to '%s' (point expected, got %s)", fn, type(p) == "table" and "a table without x and y" or type(p)))
  end
  return x, y
end

-- CGPoint ------------------------------------------------------------------
local CGPoint = {__name = "CGPoint"}
CGPoint.__index = CGPoint
CGPoint.__tostring = function(p) return "(" .. fmt(p.x) .. "," .. fmt(p.y) .. ")" end
CGPoint.__eq = function(a, b) return a.x == b.x and a.y == b.y end
CGPoint.__add = function(a, b)
  local ax, ay = readPoint(a, "+")
  local bx, by = readPoint(b, "+")
  return setmetatable({x = ax + bx, y = ay + by}, CGPoint)
end
CGPoint.__sub = function(a, b)
  local ax, ay = readPoint(a, "-")
  local bx, by = readPoint(b, "-")
  return setmetatable({x = ax - bx, y = ay - by}, CGPoint)
end
local function makePoint(x, y)
  return setmetatable({x = num(x, "number", "CGPoint"), y = num(y, "number", "CGPoint")}, CGPoint)
end
function CGPoint.distance(a, b)
  local ax, ay = readPoint(a, "distance")
  local bx, by = readPoint(b, "distance")
  return math.sqrt((ax - bx) ^ 2 + (ay - by) ^ 2)
end
setmetatable(CGPoint, {__call = function(_, x, y) return makePoint(x, y) end})

-- CGSize -------------------------------------------------------------------
local CGSize = {__name = "CGSize"}
CGSize.__index = CGSize
CGSize.__tostring = function(s) return "(" .. fmt(s.width) .. "," .. fmt(s.height) .. ")" end
CGSize.__eq = function(a, b) return a.width == b.width and a.height == b.height end
setmetatable(CGSize, {__call = function(_, w, h)
  return setmetatable({width = num(w, "number", "CGSize"), height = num(h, "number", "CGSize")}, CGSize)
end})

-- CGRect -------------------------------------------------------------------
local CGRect = {__name = "CGRect"}
local rectMethods = {}
local function makeRect(x, y, w, h)
  return setmetatable({x = x, y = y, width = w, height = h}, CGRect)
end
local rectFields = {
  origin = function(r) return setmetatable({x = r.x, y = r.y}, CGPoint) end,
  size = function(r) return setmetatable({width = r.width, height = r.height}, CGSize) end,
  minX = function(r) return math.min(r.x, r.x + r.width) end,
  maxX = function(r) return math.max(r.x, r.x + r.width) end,
  minY = function(r) return math.min(r.y, r.y + r.height) end,
  maxY = function(r) return math.max(r.y, r.y + r.height) end,
  midX = function(r) return r.x + r.width / 2 end,
  midY = function(r) return r.y + r.height / 2 end,
}
CGRect.__index = function(r, k)
  local f = rectFields[k]
  if f then return f(r) end
  return rectMethods[k]
end
CGRect.__tostring = function(r)
  return "(" .. fmt(r.x) .. "," .. fmt(r.y) .. "," .. fmt(r.width) .. "," .. fmt(r.height) .. ")"
end
CGRect.__eq = function(a, b) return a.x == b.x and a.y == b.y and a.width == b.width and a.height == b.height end

-- A rect argument: a CGRect, {x=, y=, width=, height=} or {x, y, width, height}.
local function readRect(r, fn)
  if getmetatable(r) == CGRect then return r end
  local x, y, w, h
  if type(r) == "table" then
    x, y, w, h = r.x or r[1], r.y or r[2], r.width or r[3], r.height or r[4]
  end
  if type(x) ~= "number" or type(y) ~= "number" or type(w) ~= "number" or type(h) ~= "number" then
    raise(format("bad argument to '%s' (rect expected, got %s)", fn,
      type(r) == "table" and "a table without x, y, width and height" or type(r)))
  end
  return makeRect(x, y, w, h)
end

-- Origin edges are inside, far edges are not (CGRectContainsPoint).
-- (fn: the name the script called, for its argument errors.)
local function rectContains(r, p, fn)
  local x, y = readPoint(p, fn)
  return x >= r.minX and x < r.maxX and y >= r.minY and y < r.maxY
end
local function rectInset(r, dx, dy, fn)
  num(dx, "number", fn); num(dy, "number", fn)
  return makeRect(r.minX + dx, r.minY + dy, (r.maxX - r.minX) - 2 * dx, (r.maxY - r.minY) - 2 * dy)
end
function rectMethods.contains(r, p) return rectContains(r, p, "contains") end
function rectMethods.insetBy(r, dx, dy) return rectInset(r, dx, dy, "insetBy") end
function rectMethods.offsetBy(r, dx, dy)
  num(dx, "number", "offsetBy"); num(dy, "number", "offsetBy")
  return makeRect(r.x + dx, r.y + dy, r.width, r.height)
end
function rectMethods.intersects(a, b)
  b = readRect(b, "intersects")
  return a.minX < b.maxX and b.minX < a.maxX and a.minY < b.maxY and b.minY < a.maxY
end
function rectMethods.union(a, b)
  b = readRect(b, "union")
  local x0, y0 = math.min(a.minX, b.minX), math.min(a.minY, b.minY)
  return makeRect(x0, y0, math.max(a.maxX, b.maxX) - x0, math.max(a.maxY, b.maxY) - y0)
end
setmetatable(CGRect, {__call = function(_, x, y, w, h)
  return makeRect(num(x, "number", "CGRect"), num(y, "number", "CGRect"), num(w, "number", "CGRect"), num(h, "number", "CGRect"))
end})

-- IndexPath ----------------------------------------------------------------
-- A table's row or a collection's item: {section=, row=, item=} (row and item
-- are the same number), 0-based, printed [0, 2].
local IndexPath = {__name = "IndexPath"}
IndexPath.__index = IndexPath
IndexPath.__tostring = function(p) return "[" .. fmt(p.section) .. ", " .. fmt(p.row) .. "]" end
IndexPath.__eq = function(a, b) return a.section == b.section and a.row == b.row end
local function indexNumber(v, what)
  if type(v) ~= "number" or v ~= floor(v) or v ~= v or abs(v) == math.huge then
    raise(format("bad argument to 'IndexPath' (%s must be a whole number, got %s)", what,
      type(v) == "number" and fmt(v) or type(v)))
  end
  return floor(v)
end
setmetatable(IndexPath, {__call = function(_, section, row)
  if type(section) == "table" and row == nil then
    local t = section
    if t.row ~= nil and t.item ~= nil and t.row ~= t.item then
      raise("bad argument to 'IndexPath' (row and item are the same number; got both, different)")
    end
    section, row = t.section or t[1], t.row or t.item or t[2]
  end
  section, row = indexNumber(section, "section"), indexNumber(row, "row")
  return setmetatable({section = section, row = row, item = row}, IndexPath)
end})

-- CGAffineTransform ----------------------------------------------------------
local CGAffineTransform = {__name = "CGAffineTransform"}
local transformMethods = {}
local function makeTransform(a, b, c, d, tx, ty)
  return setmetatable({a = a, b = b, c = c, d = d, tx = tx, ty = ty}, CGAffineTransform)
end
local function readTransform(t, fn)
  if getmetatable(t) == CGAffineTransform then return t end
  if type(t) == "table" then
    local ok = true
    for _, k in ipairs{"a", "b", "c", "d", "tx", "ty"} do ok = ok and type(t[k]) == "number" end
    if ok then return makeTransform(t.a, t.b, t.c, t.d, t.tx, t.ty) end
  end
  raise(format("bad argument to '%s' (CGAffineTransform expected, got %s)", fn, type(t)))
end
CGAffineTransform.__index = transformMethods
CGAffineTransform.__tostring = function(t)
  return "[" .. fmt(t.a) .. "," .. fmt(t.b) .. "," .. fmt(t.c) .. "," .. fmt(t.d) .. "," .. fmt(t.tx) .. "," .. fmt(t.ty) .. "]"
end
CGAffineTransform.__eq = function(m, n)
  return m.a == n.a and m.b == n.b and m.c == n.c and m.d == n.d and m.tx == n.tx and m.ty == n.ty
end
-- self first, then t.
function transformMethods.concatenating(m, t)
  t = readTransform(t, "concatenating")
  return makeTransform(m.a * t.a + m.b * t.c, m.a * t.b + m.b * t.d,
                       m.c * t.a + m.d * t.c, m.c * t.b + m.d * t.d,
                       m.tx * t.a + m.ty * t.c + t.tx, m.tx * t.b + m.ty * t.d + t.ty)
end
function transformMethods.inverted(m)
  local det = m.a * m.d - m.b * m.c
  if det == 0 then return m end   -- as CGAffineTransformInvert: a singular transform comes back unchanged
  return makeTransform(m.d / det, -m.b / det, -m.c / det, m.a / det,
                       (m.c * m.ty - m.d * m.tx) / det, (m.b * m.tx - m.a * m.ty) / det)
end
function transformMethods.apply(m, p)
  local x, y = readPoint(p, "apply")
  return setmetatable({x = m.a * x + m.c * y + m.tx, y = m.b * x + m.d * y + m.ty}, CGPoint)
end
function transformMethods.isIdentity(m) return m == CGAffineTransform.identity end
local statics = {}
function statics.makeScale(sx, sy)
  return makeTransform(num(sx, "number", "makeScale"), 0, 0, num(sy or sx, "number", "makeScale"), 0, 0)
end
function statics.makeRotation(r)
  num(r, "number", "makeRotation")
  return makeTransform(math.cos(r), math.sin(r), -math.sin(r), math.cos(r), 0, 0)
end
function statics.makeTranslation(tx, ty)
  return makeTransform(1, 0, 0, 1, num(tx, "number", "makeTranslation"), num(ty, "number", "makeTranslation"))
end
function transformMethods.scaledBy(m, sx, sy) return statics.makeScale(sx, sy):concatenating(m) end
function transformMethods.rotatedBy(m, r) return statics.makeRotation(r):concatenating(m) end
function transformMethods.translatedBy(m, tx, ty) return statics.makeTranslation(tx, ty):concatenating(m) end
setmetatable(CGAffineTransform, {
  __index = function(_, k)
    if k == "identity" then return makeTransform(1, 0, 0, 1, 0, 0) end
    return statics[k] or transformMethods[k]
  end,
  __call = function(_, a, b, c, d, tx, ty)
    local f = "CGAffineTransform"
    return makeTransform(num(a, "number", f), num(b, "number", f), num(c, "number", f), num(d, "number", f),
                         num(tx, "number", f), num(ty, "number", f))
  end,
})

-- Sets of touches ------------------------------------------------------------
-- An array with a `count` field (set by the engine when it makes one) and the
-- methods in the metatable's __index table: reading them costs no function call.
local TouchSet = {__name = "TouchSet"}
local touchSetMethods = {}
TouchSet.__index = touchSetMethods
TouchSet.__tostring = function(set)
  local parts = {}
  for i = 1, #set do parts[i] = tostring(set[i]) end
  return "{" .. table.concat(parts, ", ") .. "}"
end
function touchSetMethods.each(set)
  local i = 0
  return function() i = i + 1; return set[i] end
end
function touchSetMethods.all(set)
  local out = {}
  for i = 1, #set do out[i] = set[i] end
  return out
end
function touchSetMethods.anyObject(set) return set[1] end
function touchSetMethods.contains(set, touch)
  for i = 1, #set do if set[i] == touch then return true end end
  return false
end

-- Fingers (touchDown) --------------------------------------------------------
local primitives = {}
local Finger = {__name = "Finger"}
local fingerMethods = {}
Finger.__index = fingerMethods
Finger.__tostring = function(f) return "Finger " .. tostring(f.touch) end
function fingerMethods.moveTo(f, ...) primitives.move(f.touch, ...) return f end
function fingerMethods.hold(f, seconds) primitives.hold(f.touch, seconds) return f end
function fingerMethods.up(f) primitives.up(f.touch) return f end
function fingerMethods.cancel(f) primitives.cancel(f.touch) return f end

-- Globals --------------------------------------------------------------------
_G.CGPoint, _G.CGSize, _G.CGRect, _G.CGAffineTransform = CGPoint, CGSize, CGRect, CGAffineTransform
_G.IndexPath = IndexPath
function CGRectMake(x, y, w, h) return CGRect(x, y, w, h) end
function CGPointMake(x, y) return CGPoint(x, y) end
function CGSizeMake(w, h) return CGSize(w, h) end
function CGRectContainsPoint(r, p) return rectContains(readRect(r, "CGRectContainsPoint"), p, "CGRectContainsPoint") end
function CGRectInset(r, dx, dy) return rectInset(readRect(r, "CGRectInset"), dx, dy, "CGRectInset") end

-- Test helpers for scripts, exercises and `respond-lua test`.
local function show(v)
  if type(v) == "string" then return format("%q", v) end
  -- Two floats that differ in their last digits print alike with %.14g: say more.
  if math.type(v) == "float" and tonumber(tostring(v)) ~= v then return format("%.17g", v) end
  if type(v) == "table" and getmetatable(v) == nil then
    local parts = {}
    for i = 1, #v do parts[i] = show(v[i]) end
    return "{" .. table.concat(parts, ", ") .. "}"
  end
  -- Without Lua's addresses ("table: 0x55..."): the same script, the same bytes.
  return (tostring(v):gsub("^([%w_%.]+): 0x%x+$", "%1"))
end
local function same(a, b)
  if a == b then return true end
  if type(a) ~= "table" or type(b) ~= "table" or getmetatable(a) or getmetatable(b) then return false end
  if #a ~= #b then return false end
  for i = 1, #a do if not same(a[i], b[i]) then return false end end
  for k, v in pairs(a) do if not same(v, b[k]) then return false end end
  for k in pairs(b) do if a[k] == nil then return false end end
  return true
end
-- A message as given: a string as it is, anything else as `show` prints it
-- (no Lua address, which would change from run to run).
-- The last message a failed check raised (`expect`, `assertEqual`,
-- `assertError`): the test runner tells a failed expectation from an error
-- (a timeout, a crash, a runtime error) by it, as JUnit viewers do.
local checkState = {}
local function failCheck(message)
  checkState.last = message
  error(message, 3)
end

local function label(message)
  if message == nil or message == false then return "" end
  return (type(message) == "string" and message or show(message)) .. ": "
end
function assertEqual(actual, expected, message)
  if not same(actual, expected) then
    failCheck(label(message) .. "expected " .. show(expected) .. ", got " .. show(actual))
  end
  return actual
end
function assertError(fn, pattern, message)
  if type(fn) ~= "function" and not (type(getmetatable(fn)) == "table" and getmetatable(fn).__call) then
    error(format("bad argument #1 to 'assertError' (function expected, got %s)", type(fn)), 2)
  end
  local ok, err = pcall(fn)
  if ok then failCheck(label(message) .. "expected an error, got none") end
  -- A pattern or an error value that is not a string is matched as `show`
  -- prints it: never with a Lua address, which changes from run to run.
  local wanted = pattern and (type(pattern) == "string" and pattern or show(pattern))
  if wanted and not (type(err) == "string" and err or show(err)):find(wanted, 1, true) then
    failCheck(label(message) .. "expected an error containing " .. show(pattern) .. ", got " .. show(err))
  end
  return err
end

-- Exercise checks: a failed check stops the script with a plain-words message,
-- its Chinese twin (the third argument, when given) for a person who reads Chinese.
function expect(condition, message, messageZh)
  if not condition then
    if chinese and messageZh ~= nil then message = messageZh end
    failCheck("✗ " .. (type(message) == "string" and message or show(message)))
  end
end

function print(...)
  local n = select("#", ...)
  local parts = {}
  for i = 1, n do
    -- A __tostring that fails is the script's error, at its line (raise skips
    -- the prelude's frames), not the prelude's.
    local ok, text = pcall(tostring, (select(i, ...)))
    if not ok then raise((tostring(text):gsub("^prelude:%d+: ", ""))) end
    parts[i] = text
  end
  write(table.concat(parts, "\t") .. "\n")
end

-- How the prompt shows values: strings quoted, tables readable (sorted keys,
-- cycle-safe, depth-limited), everything else through tostring.
local function show(value, depth, seen)
  depth, seen = depth or 0, seen or {}
  if type(value) == "string" then return format("%q", value) end
  if type(value) ~= "table" then return tostring(value) end
  local mt = getmetatable(value)
  -- A protected metatable (an engine class) hides its __tostring: ask tostring.
  if type(mt) ~= "table" and mt ~= nil then return tostring(value) end
  if mt and mt.__tostring then return tostring(value) end
  if seen[value] then return "<cycle>" end
  if depth >= 3 then return "{...}" end
  seen[value] = true
  local parts, n = {}, #value
  for i = 1, n do parts[#parts + 1] = show(value[i], depth + 1, seen) end
  local keys = {}
  for k in pairs(value) do
    if not (math.type(k) == "integer" and k >= 1 and k <= n) then keys[#keys + 1] = k end
  end
  table.sort(keys, function(a, b)
    if type(a) == type(b) and (type(a) == "string" or type(a) == "number") then return a < b end
    return type(a) < type(b)
  end)
  for i, k in ipairs(keys) do
    if i > 40 then parts[#parts + 1] = "..." break end
    local key = (type(k) == "string" and k:match("^[%a_][%w_]*$")) and k or "[" .. show(k, depth + 1, seen) .. "]"
    parts[#parts + 1] = key .. " = " .. show(value[k], depth + 1, seen)
  end
  seen[value] = nil
  return "{" .. table.concat(parts, ", ") .. "}"
end

-- Finalizers -------------------------------------------------------------------
-- Lua runs __gc metamethods with hooks off, so a loop in one would escape the
-- instruction limit and Ctrl-C. Script tables are therefore never marked for
-- finalization by Lua itself: setmetatable hides __gc while it marks nothing,
-- and ties the table to a sentinel of ours instead. When the table becomes
-- garbage the sentinel's __gc (C, constant time) queues it, and the queue is
-- drained later, under the hook: on the next engine call, after collectgarbage,
-- at the end of each chunk, and when the state closes. Semantics kept: the
-- __gc in the table's metatable when it is finalized runs once, with the table.
local rawsetmetatable, rawget, rawset, pcall, error, type, tostring = setmetatable, rawget, rawset, pcall, error, type, tostring
local luaWarn = warn
local finalizerQueue = {}
local sentinelMeta = {__gc = sentinelGC, __metatable = "sentinel"}
local sentinels = rawsetmetatable({}, {__mode = "k"})
local marked = 0

-- setmetatable's argument errors, in Lua's words, at the caller's line.
local function checkMetatableArguments(t, mt)
  if type(t) ~= "table" then
    local _, err = pcall(rawsetmetatable, t, mt)   -- Lua's wording ("got UIView")
    raise((tostring(err):gsub("^bad argument #1 to '[^']*'", "bad argument #1 to 'setmetatable'")))
  end
  if mt ~= nil and type(mt) ~= "table" then
    raise(format("bad argument #2 to 'setmetatable' (nil or table expected, got %s)", type(mt)))
  end
end

function setmetatable(t, mt)
  checkMetatableArguments(t, mt)
  local gc = type(mt) == "table" and rawget(mt, "__gc") or nil
  if gc ~= nil then rawset(mt, "__gc", nil) end
  local ok, result = true, nil
  if getmetatable(t) == nil then
    result = rawsetmetatable(t, mt)
  else
    ok, result = pcall(rawsetmetatable, t, mt)   -- "cannot change a protected metatable"
  end
  if gc ~= nil then rawset(mt, "__gc", gc) end
  if not ok then raise(result) end
  local s = sentinels[t]
  if gc ~= nil and (s == nil or s.done) then
    marked = marked + 1
    sentinels[t] = rawsetmetatable({object = t, meta = mt, order = marked}, sentinelMeta)
  elseif s then
    s.meta = mt
  end
  return result
end

local function drain()
  while true do
    local n = #finalizerQueue
    if n == 0 then return end
    local s = finalizerQueue[n]
    finalizerQueue[n] = nil
    if not s.done then
      s.done = true
      local gc = type(s.meta) == "table" and rawget(s.meta, "__gc") or nil
      if gc ~= nil then
        local ok, err = pcall(gc, s.object)
        -- As Lua reports an error in a finalizer: a warning (shown with -W).
        if not ok and luaWarn then luaWarn("error in __gc (", tostring(err), ")") end
      end
    end
  end
end

-- When the state closes, every table still marked is finalized, the latest first.
local function finalizeAll()
  drain()
  local left = {}
  for _, s in pairs(sentinels) do
    if not s.done then left[#left + 1] = s end
  end
  table.sort(left, function(a, b) return a.order < b.order end)
  for i = 1, #left do finalizerQueue[#finalizerQueue + 1] = left[i] end
  drain()
end

local rawcollect = collectgarbage
local gcOptions = {collect = true, stop = true, restart = true, count = true, step = true, isrunning = true,
  incremental = true, generational = true, setpause = true, setstepmul = true}
function collectgarbage(option, ...)
  if option ~= nil and type(option) ~= "string" then
    error(format("bad argument #1 to 'collectgarbage' (string expected, got %s)", type(option)), 2)
  end
  if option ~= nil and not gcOptions[option] then
    error(format("bad argument #1 to 'collectgarbage' (invalid option %q)", option), 2)
  end
  if sandboxed and option ~= "count" and option ~= "step" then
    error(format("collectgarbage: option '%s' is not available in --sandbox (only \"count\" and \"step\")",
      option or "collect"), 2)
  end
  -- Lua's own argument errors, named as the script called them.
  local results = table.pack(pcall(rawcollect, option, ...))
  if not results[1] then
    error((tostring(results[2]):gsub("^bad argument #(%d+) to '[^']*'", "bad argument #%1 to 'collectgarbage'")), 2)
  end
  drain()
  return table.unpack(results, 2, results.n)
end

-- The sandbox is an allowlist: base functions (minus loading files and binary
-- chunks), coroutine, string (minus dump), table, math, utf8, and os.clock,
-- os.time, os.date. No io, debug, package or require: those libraries are
-- never opened.
if sandboxed then
  local keep = {clock = os.clock, time = os.time, date = os.date}
  for k in pairs(os) do os[k] = nil end
  for k, v in pairs(keep) do os[k] = v end
  string.dump = nil
  -- (load takes source text only, everywhere: the shim's guards.)
  loadfile = nil
  dofile = nil
end

-- What the prompt completes where an __index function computes the members:
-- by metatable, the fields and the methods of such values (and of the
-- CGAffineTransform table itself); by constructor, the metatable of what it returns.
local completions = {values = {}, results = {}}
local function keysOf(...)
  local out = {}
  for _, t in ipairs({...}) do
    for k in pairs(t) do if type(k) == "string" and k:sub(1, 2) ~= "__" then out[#out + 1] = k end end
  end
  table.sort(out)
  return out
end
completions.values[CGPoint] = {fields = {"x", "y"}, methods = {"distance"}}
completions.values[CGSize] = {fields = {"height", "width"}, methods = {}}
completions.values[IndexPath] = {fields = {"item", "row", "section"}, methods = {}}
local rectFieldNames = keysOf(rectFields)
for _, k in ipairs({"height", "width", "x", "y"}) do rectFieldNames[#rectFieldNames + 1] = k end
table.sort(rectFieldNames)
completions.values[CGRect] = {fields = rectFieldNames, methods = keysOf(rectMethods)}
completions.values[CGAffineTransform] = {fields = {"a", "b", "c", "d", "tx", "ty"}, methods = keysOf(transformMethods)}
completions.values[getmetatable(CGAffineTransform)] = {fields = {"identity"}, methods = keysOf(statics, transformMethods)}
for name, mt in pairs({CGPoint = CGPoint, CGPointMake = CGPoint, CGSize = CGSize, CGSizeMake = CGSize,
    CGRect = CGRect, CGRectMake = CGRect, CGRectInset = CGRect, CGAffineTransform = CGAffineTransform,
    makeScale = CGAffineTransform, makeRotation = CGAffineTransform, makeTranslation = CGAffineTransform,
    IndexPath = IndexPath}) do
  completions.results[name] = mt
end

return {
  show = show, drain = drain, completions = completions, finalizerQueue = finalizerQueue, finalizeAll = finalizeAll,
  CGPoint = CGPoint, CGSize = CGSize, CGRect = CGRect, CGAffineTransform = CGAffineTransform, IndexPath = IndexPath,
  TouchSet = TouchSet, Finger = Finger, primitives = primitives, fmt = fmt,
  checkState = checkState, checks = {expect = expect, assertEqual = assertEqual, assertError = assertError},
}

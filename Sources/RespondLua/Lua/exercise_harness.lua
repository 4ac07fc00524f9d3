-- The Lua side of running an exercise (see `ExerciseRunner`). It runs in the
-- exercise's Lua state before the exercise itself and defines the global
-- `exercise`, which the shipped set-up and checks use and the learner's code
-- cannot reach.
--
-- The learner's code runs as `exercise.learn(function(_ENV, ...) <code> end)`,
-- so its globals come from an environment made here:
-- - every global of the real environment, read through, except the names the
--   exercise forbids (`-- Forbid:`), `exercise` itself, and `debug`, `package`,
--   `require`, `dofile`, `loadfile`; reading one of those is a violation;
-- - `_G` is that environment; `load` compiles text only, in that environment;
--   `getmetatable` shows only metatables the learner set, and `setmetatable`
--   does not replace one it did not set (the engine's values keep theirs);
-- - the standard libraries are copies (`os` with its clock only, `io` with
--   `write` only: no files, no commands, no exit), and the shared
--   tables the checks rely on (`CGRect`...) are read-only, so nothing the
--   learner's code assigns can change what the checks see;
-- - `sim` hides the forbidden functions and the record switches, and is read-only.
-- Members of engine objects and classes are guarded in their metatables: a
-- forbidden member read by a function written in the learner's region (or
-- loaded by it) is a violation, whenever it runs, so overrides that run later
-- during the checks are held to the same rule; the checks and the engine read
-- freely. `engine` in the forbid list makes every engine global and every
-- member read, write or construction a violation: the learner's code may then
-- only set variables.
--
-- A violation raises `✗ <plain words>`; one caught by the learner's own
-- `pcall` is still reported by `exercise.finish()`, which the runner calls
-- after the exercise's chunk.

local realG = _G
local debug, string, table, math = debug, string, table, math
local rawget, rawset, rawequal, type, pairs, ipairs = rawget, rawset, rawequal, type, pairs, ipairs
local tostring, error, pcall, setmetatable, getmetatable, load =
      tostring, error, pcall, setmetatable, getmetatable, load
local format, sub, concat = string.format, string.sub, table.concat
local getinfo, getregistry, dgetmetatable = debug.getinfo, debug.getregistry, debug.getmetatable
local realSim = rawget(realG, "sim")

local exercise = {}
local config = {source = "", first = 0, last = 0, shift = 0, forbid = {}, everything = false, number = 0,
                keepScene = false, zh = false}

-- The words for a person, in the learner's language (`--lang zh`, a Chinese
-- locale): `zh` when Chinese is spoken and the words have a Chinese twin.
local function say(en, zh)
  if config.zh and zh ~= nil then return zh end
  return en
end
exercise.say = say
local violations = {}
local state = {learned = false, returned = false, checked = false}
local loadPrefix = "=your code (load"

-- What every exercise keeps from the learner's code.
local alwaysHidden = {exercise = true, debug = true, package = true, require = true, dofile = true, loadfile = true}
local simAlwaysHidden = {records = true, clearRecords = true, record = true, recordLimit = true}
-- `touches` in a forbid list: everything that sends a touch (and so hit-tests).
local touchFunctions = {"tap", "doubleTap", "longPress", "drag", "swipe", "pinch", "rotate", "edgePan", "touchDown", "batch"}
-- The standard library, left to the learner even when `engine` is forbidden.
local standard = {}
for name in ("assert collectgarbage error getmetatable ipairs load next pairs pcall print rawequal rawget " ..
             "rawlen rawset select setmetatable tonumber tostring type xpcall warn _G _VERSION " ..
             "coroutine io math os string table utf8"):gmatch("%S+") do
  standard[name] = true
end

-- Where the learner's code is ----------------------------------------------

-- The line (in the learner's file) a frame runs, if it runs the learner's code;
-- 0 for code the learner's `load` compiled; nil otherwise.
local function learnerLine(info)
  if info.source == config.source and info.currentline >= config.first and info.currentline <= config.last then
    return info.currentline + config.shift
  end
  if sub(info.source, 1, #loadPrefix) == loadPrefix then return 0 end
  return nil
end

-- Whether the nearest Lua function at or above stack level `level` (1 is the
-- caller of this function) is the learner's. C functions in between are skipped,
-- so a C function the learner calls (string.gsub with a table...) reads on
-- their behalf; the engine reading for the checks is not the learner.
local function learnerLineAt(level)
  local l = level + 1
  while true do
    local info = getinfo(l, "Sl")
    if not info then return nil end
    if info.what ~= "C" then return learnerLine(info) end
    l = l + 1
  end
end

local function nearestLearnerLine()
  local l = 2
  while true do
    local info = getinfo(l, "Sl")
    if not info then return nil end
    local line = learnerLine(info)
    if line then return line end
    l = l + 1
  end
end

local function describeViolation(v)
  local where = (v.line and v.line > 0) and format(say(" (line %d)", "（第 %d 行）"), v.line) or ""
  if v.kind == "always" then
    return format(say("your code used %s%s, which exercises do not offer", "你的代码用了 %s%s，练习里不提供它"), v.name, where)
  elseif v.kind == "engine" then
    return format(say("your code asked the engine for %s%s: in this exercise, work it out from the set-up " ..
                      "code and only set your variables",
                      "你的代码向引擎询问了 %s%s：这个练习要你从准备代码推断出答案，只给你的变量赋值"), v.name, where)
  end
  return format(say("your code used %s%s, which this exercise forbids (see the Forbid line at the top of the file)",
                    "你的代码用了 %s%s，这个练习禁止使用它（见文件开头的 Forbid 行）"), v.name, where)
end

local function violation(kind, name)
  local v = {kind = kind, name = name, line = nearestLearnerLine()}
  violations[#violations + 1] = v
  error("✗ " .. describeViolation(v), 0)
end

-- Globals --------------------------------------------------------------------

local function globalKind(name)
  if alwaysHidden[name] then return "always" end
  if config.forbid[name] then return "forbidden" end
  if config.everything and not standard[name] and rawget(realG, name) ~= nil then return "engine" end
  return nil
end

local function copy(t, except)
  local c = {}
  for k, v in pairs(t) do if not (except and except[k]) then c[k] = v end end
  return c
end

local function readOnly(name, t)
  return setmetatable({}, {
    __index = t,
    __newindex = function() error(name .. say(" cannot be changed in an exercise", " 在练习中不能修改"), 2) end,
    __call = function(_, ...) return t(...) end,
    __tostring = function() return tostring(t) end,
    __metatable = false,
  })
end

local function makeSim()
  return setmetatable({}, {
    __index = function(_, k)
      if simAlwaysHidden[k] then violation("always", "sim." .. tostring(k)) end
      if config.forbid[k] then violation("forbidden", "sim." .. tostring(k)) end
      return realSim[k]
    end,
    __newindex = function(_, k)
      if simAlwaysHidden[k] then violation("always", "sim." .. tostring(k)) end
      error("sim." .. tostring(k) .. say(" cannot be changed in an exercise", " 在练习中不能修改"), 2)
    end,
    __metatable = false,
  })
end

local function makeEnvironment()
  local env = {}
  local learnerMetatables = setmetatable({}, {__mode = "k"})
  env._G = env
  for _, name in ipairs({"string", "table", "math", "utf8", "coroutine"}) do
    if type(rawget(realG, name)) == "table" then env[name] = copy(rawget(realG, name)) end
  end
  -- No files and no commands: under `grade`, one student's code could
  -- otherwise rewrite another's copy (or the shipped exercise) before it is
  -- checked, and so forge a pass. `io.write` prints; `os` keeps its clock.
  local realIo, realOs = rawget(realG, "io"), rawget(realG, "os")
  if type(realIo) == "table" then env.io = {write = realIo.write} end
  if type(realOs) == "table" then
    env.os = {clock = realOs.clock, date = realOs.date, difftime = realOs.difftime, time = realOs.time}
  end
  for _, name in ipairs({"CGPoint", "CGSize", "CGRect", "CGAffineTransform"}) do
    local value = rawget(realG, name)
    if value ~= nil and not globalKind(name) then env[name] = readOnly(name, value) end
  end
  if realSim ~= nil and not globalKind("sim") then env.sim = makeSim() end
  env.load = function(chunk, name, mode, e)
    local chunkName = loadPrefix .. (name ~= nil and (" " .. tostring(name)) or "") .. ")"
    if e == nil then e = env end
    return load(chunk, chunkName, "t", e)
  end
  env.getmetatable = function(value)
    if type(value) == "table" and learnerMetatables[value] then return getmetatable(value) end
    return nil
  end
  env.setmetatable = function(t, mt)
    if type(t) == "table" and getmetatable(t) ~= nil and not learnerMetatables[t] then
      error(say("setmetatable: this value's metatable belongs to the engine and cannot be replaced",
                "setmetatable：这个值的元表属于引擎，不能替换"), 2)
    end
    local result = setmetatable(t, mt)
    if type(t) == "table" then learnerMetatables[t] = true end
    return result
  end
  return setmetatable(env, {
    __index = function(_, k)
      local kind = globalKind(k)
      if kind then violation(kind, tostring(k)) end
      return realG[k]
    end,
    __metatable = false,
  })
end

-- Members of engine objects and classes ----------------------------------------

local guarded = setmetatable({}, {__mode = "k"})
local guardObject

local function lookUp(index, obj, key)
  if type(index) == "function" then return index(obj, key) end
  if index == nil then return nil end
  return index[key]
end

-- An engine error raised through one of the wrappers below names the wrapper's
-- line ("exercise harness:228: ..."); it is raised again at the line that read
-- or wrote, as it would be without the wrapper (level 2: the wrapper tail-calls
-- `relocated`, so the learner's line is the next frame up).
local harnessPlace = "^exercise harness:%d+: "
local function relocated(ok, ...)
  if ok then return ... end
  local e = ...
  if type(e) == "string" and e:find(harnessPlace) then error((e:gsub(harnessPlace, "", 1)), 2) end
  error(e, 0)
end

local function guardMetatable(mt)
  if type(mt) ~= "table" or guarded[mt] then return end
  guarded[mt] = true
  local index, newindex, call = rawget(mt, "__index"), rawget(mt, "__newindex"), rawget(mt, "__call")
  rawset(mt, "__index", function(obj, key)
    if (config.everything or config.forbid[key]) and learnerLineAt(2) then
      violation(config.everything and "engine" or "forbidden", tostring(key))
    end
    return relocated(pcall(lookUp, index, obj, key))
  end)
  if type(newindex) == "function" then
    rawset(mt, "__newindex", function(obj, key, value)
      if config.everything and learnerLineAt(2) then violation("engine", tostring(key)) end
      return relocated(pcall(newindex, obj, key, value))
    end)
  end
  if type(call) == "function" then
    rawset(mt, "__call", function(class, ...)
      if config.everything and learnerLineAt(2) then violation("engine", tostring(class)) end
      local made = call(class, ...)
      guardObject(made)
      return made
    end)
  end
end

function guardObject(value)
  if type(value) == "userdata" then guardMetatable(dgetmetatable(value)) end
end

-- Engine objects' metatables: the one shared by the class tables now, every
-- instance metatable there is when the learner's code starts, and the metatable
-- of every object made since (through the class tables' __call).
local function isEngineInstanceMetatable(t)
  return type(t) == "table" and type(rawget(t, "__name")) == "string" and type(rawget(t, "__index")) == "function"
     and type(rawget(t, "__newindex")) == "function" and type(rawget(t, "__gc")) == "function"
end

local function guardEverything()
  for name, value in pairs(realG) do
    if type(value) == "table" and type(name) == "string" and name:match("^UI") then guardMetatable(getmetatable(value)) end
    guardObject(value)
  end
  for _, value in pairs(getregistry()) do
    if isEngineInstanceMetatable(value) then guardMetatable(value) end
  end
  -- The set-up's locals (the main chunk is two levels up from exercise.learn's caller).
  for level = 3, 6 do
    local info = getinfo(level, "S")
    if not info then break end
    if info.source == config.source then
      local i = 1
      while true do
        local name, value = debug.getlocal(level, i)
        if not name then break end
        guardObject(value)
        i = i + 1
      end
    end
  end
end
guardEverything()

-- Running the learner's code ----------------------------------------------------

-- Called by the runner before the exercise: what this exercise forbids and where
-- the learner's code is.
function exercise.configure(c)
  config.source, config.first, config.last, config.shift = c.source, c.first, c.last, c.shift or 0
  config.number = c.number or 0
  config.zh = c.zh == true
  config.keepScene = c.keepScene == true
  for _, name in ipairs(c.forbid or {}) do
    if name == "engine" then
      config.everything = true
    elseif name == "touches" then
      for _, f in ipairs(touchFunctions) do config.forbid[f] = true end
    else
      config.forbid[name] = true
    end
  end
end

-- The spliced exercise calls this with the learner's code as a function.
function exercise.learn(yourCode)
  if state.learned then error("the learner's code can run only once", 2) end
  state.learned = true
  guardEverything()
  -- For the playground (`runScene`): the set-up's locals as the learner's code
  -- starts, which its Lua box offers by name (`exercise.sceneLocals`).
  if config.keepScene then
    local kept = {}
    local i = 1
    while true do
      local name, value = debug.getlocal(2, i)
      if not name then break end
      if sub(name, 1, 1) ~= "(" then kept[#kept + 1] = {name = name, value = value} end
      i = i + 1
    end
    exercise.sceneLocals = kept
  end
  yourCode(makeEnvironment())
  state.returned = true
end

-- The runner appends a call to this after the shipped checks.
function exercise.checksDone() state.checked = true end

-- The runner calls this after the exercise's chunk ran without error.
function exercise.finish()
  if #violations > 0 then error("✗ " .. describeViolation(violations[1]), 0) end
  if not state.returned then error("✗ " .. say("your code did not run to its end", "你的代码没有运行到结尾"), 0) end
  if not state.checked then error("✗ " .. say("the checks did not run to their end", "检查没有运行到结尾"), 0) end
end

-- Checks' helpers -------------------------------------------------------------------

-- Values the set-up computes before the learner's code runs; the learner's
-- code cannot see them.
exercise.truth = {}

local function fail(message) error("✗ " .. message, 0) end
exercise.fail = fail

local function label(v)
  if v == nil then return say("nothing", "无") end
  if type(v) == "userdata" then
    local ok, name = pcall(function() return v.name end)
    if ok and type(name) == "string" and name ~= "" then return name end
  end
  return tostring(v)
end
exercise.label = label

-- A value in a message: numbers as 1, 0.5 or 181.8 (not 1.0), the rest as tostring.
local function show(v)
  if math.type(v) == "float" and v == math.floor(v) and math.abs(v) < 1e15 then return format("%d", v) end
  if type(v) == "number" then return format("%g", v) end
  return tostring(v)
end
exercise.show = show

local function point(x, y)
  return "(" .. show(x) .. ", " .. show(y) .. ")"
end

-- Hit testing: `cases` is a list of {x, y, view, "what the point is", "中文"};
-- each point must hit that view (nil: nothing). No touch is sent.
function exercise.expectHits(cases, why, whyZh)
  for _, c in ipairs(cases) do
    local hit = realG.hitTest(c[1], c[2])
    if not rawequal(hit, c[3]) then
      local reason = say(why, whyZh or why)
      fail(format(say("a tap at %s (%s) goes to %s, not to %s%s", "在 %s（%s）的轻点交给了 %s，而不是 %s%s"),
                  point(c[1], c[2]), say(c[4], c[5]), label(hit), label(c[3]),
                  reason and (say("; ", "；") .. reason) or ""))
    end
  end
end

-- Layout: frames, flags, order of subviews, recognizers and the overridable
-- methods of every view under `root`, remembered before the learner's code runs.
local rememberedLayouts = {}
local layoutProperties = {"frame", "bounds", "transform", "hidden", "alpha", "userInteractionEnabled", "clipsToBounds"}
local layoutMethods = {"hitTest", "pointInside", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled",
                       "gestureRecognizerShouldBegin", "nextResponder"}

local function list(array)
  local out = {}
  for i = 1, #array do out[i] = array[i] end
  return out
end

local function snapshotView(view, into)
  local entry = {view = view, superview = view.superview, subviews = list(view.subviews),
                 recognizers = list(view.gestureRecognizers), class = view.class}
  for _, p in ipairs(layoutProperties) do entry[p] = view[p] end
  entry.methods = {}
  entry.classMethods = {}
  for _, m in ipairs(layoutMethods) do
    entry.methods[m] = view[m]
    local ok, classValue = pcall(function() return view.class[m] end)
    entry.classMethods[m] = ok and classValue or nil
  end
  into[#into + 1] = entry
  for _, sub in ipairs(entry.subviews) do snapshotView(sub, into) end
end

function exercise.rememberLayout(root)
  local entries = {}
  snapshotView(root, entries)
  rememberedLayouts[#rememberedLayouts + 1] = entries
end

local function sameValue(a, b)
  if rawequal(a, b) then return true end
  if type(a) ~= "table" or type(b) ~= "table" then return false end
  for k, v in pairs(a) do if not rawequal(rawget(b, k), v) then return false end end
  for k, v in pairs(b) do if not rawequal(rawget(a, k), v) then return false end end
  return true
end

local function names(views)
  local out = {}
  for i, v in ipairs(views) do out[i] = label(v) end
  return #out == 0 and say("none", "无") or concat(out, say(", ", "、"))
end

local function allowedFor(allowed, view, what)
  for key, list in pairs(allowed or {}) do
    if rawequal(key, view) then
      for _, a in ipairs(list) do if a == what then return true end end
    end
  end
  return false
end

-- Fails with the first difference from the remembered layout that `allowed`
-- ({[view] = {"userInteractionEnabled", "hitTest", ...}}) does not allow.
function exercise.expectLayoutKept(allowed, why, whyZh)
  local reason = say(why, whyZh or why)
  local suffix = reason and (say("; ", "；") .. reason) or ""
  local entries = {}
  for _, layout in ipairs(rememberedLayouts) do
    for _, e in ipairs(layout) do entries[#entries + 1] = e end
  end
  -- Views moved or removed first, then the order of subviews, then the rest.
  for _, e in ipairs(entries) do
    local v = e.view
    if not rawequal(v.superview, e.superview) then
      fail(format(say("%s is no longer where it was (its superview was %s, now %s)%s",
                      "%s 不在原来的位置了（它的父视图原来是 %s，现在是 %s）%s"), label(v), label(e.superview),
                  label(v.superview), suffix))
    end
  end
  for _, e in ipairs(entries) do
    local v = e.view
    local subviews = list(v.subviews)
    if not sameValue(subviews, e.subviews) and not allowedFor(allowed, v, "subviews") then
      fail(format(say("the subviews of %s changed: they were %s (back to front), now %s%s",
                      "%s 的子视图变了：原来是 %s（从后到前），现在是 %s%s"), label(v),
                  names(e.subviews), names(subviews), suffix))
    end
    local recognizers = list(v.gestureRecognizers)
    if not sameValue(recognizers, e.recognizers) and not allowedFor(allowed, v, "gestureRecognizers") then
      fail(format(say("the gesture recognizers of %s changed: they were %s, now %s%s",
                      "%s 的手势识别器变了：原来是 %s，现在是 %s%s"), label(v),
                  names(e.recognizers), names(recognizers), suffix))
    end
  end
  for _, e in ipairs(entries) do
    local v = e.view
    for _, p in ipairs(layoutProperties) do
      local now = v[p]
      if not (now == e[p]) and not allowedFor(allowed, v, p) then
        fail(format(say("%s's %s changed from %s to %s%s", "%s 的 %s 从 %s 变成了 %s%s"), label(v), p, show(e[p]),
                    show(now), suffix))
      end
    end
    for _, m in ipairs(layoutMethods) do
      local now = v[m]
      if not rawequal(now, e.methods[m]) and not allowedFor(allowed, v, m) then
        local ok, classNow = pcall(function() return v.class[m] end)
        if ok and not rawequal(classNow, e.classMethods[m]) then
          fail(format(say("%s's %s was changed through its class (%s or a class above it)%s",
                          "%s 的 %s 被通过它的类（%s 或它的父类）修改了%s"), label(v), m,
                      tostring(v.className), suffix))
        end
        fail(format(say("%s's %s was changed%s", "%s 的 %s 被修改了%s"), label(v), m, suffix))
      end
    end
  end
end

-- Records: the checks turn recording on; the learner's code cannot.
local defaultRecordLimit = realSim and realSim.recordLimit
function exercise.record()
  realSim.recordLimit = defaultRecordLimit
  realSim.clearRecords()
  realSim.record(true)
end

-- The records of `kind` kept since exercise.record(), in order.
function exercise.records(kind)
  local out = {}
  for _, r in ipairs(realSim.records()) do
    if r.kind == kind then out[#out + 1] = r end
  end
  return out
end

-- How many `method` calls the dispatcher delivered to `view`, and how many times
-- the default behaviour forwarded `method` from `from` to `to`.
function exercise.deliveries(method, view)
  local count = 0
  for _, r in ipairs(exercise.records("deliver")) do
    if r.method == method and rawequal(r.view, view) then count = count + 1 end
  end
  return count
end

function exercise.forwards(method, from, to)
  local count = 0
  for _, r in ipairs(exercise.records("forward")) do
    if r.method == method and rawequal(r.from, from) and (to == nil or rawequal(r.to, to)) then count = count + 1 end
  end
  return count
end

-- Where `method` went first after `from` (nil if it was not forwarded).
function exercise.firstForward(method, from)
  for _, r in ipairs(exercise.records("forward")) do
    if r.method == method and rawequal(r.from, from) then return r.to end
  end
  return nil
end

-- A counter the checks own, to add as a target of recognizers:
-- `g:addTarget(counter, "add")`; it keeps the states it saw.
function exercise.counter()
  local c = {count = 0, states = {}}
  function c.add(_, sender)
    c.count = c.count + 1
    local ok, s = pcall(function() return sender.state end)
    c.states[#c.states + 1] = ok and s or "?"
  end
  function c.saw(stateName)
    for _, s in ipairs(c.states) do if s == stateName then return true end end
    return false
  end
  return c
end

-- Notes the set-up's own methods leave for the checks (what they were called with).
local notes = {}
function exercise.note(kind, value)
  notes[kind] = notes[kind] or {n = 0}
  local list = notes[kind]
  list.n = list.n + 1
  list[list.n] = value
end
function exercise.notes(kind)
  local list = notes[kind] or {n = 0}
  local out = {n = list.n}
  for i = 1, list.n do out[i] = list[i] end
  return out
end
function exercise.clearNotes(kind) notes[kind] = nil end

-- A note the engine's own call leaves (a delegate method the engine called
-- during the checks' tap): kept only when no function of the learner's is on
-- the stack, so the learner's code cannot leave one by calling the set-up's
-- method itself (from a target, an override or a wrapper). Checks clear the
-- kind just before their tap and read only what that tap left.
function exercise.engineNote(kind, value)
  if nearestLearnerLine() ~= nil then return end
  exercise.note(kind, value)
end

exercise.point = point

_G.exercise = exercise

-- Errors raised while the engine runs a script's callback always say where:
-- a C function given as an override or an action (its errors come from no Lua
-- line), error(message, 0), an error object that is not a string, a target
-- without that method. Each is located at the script's line that made the
-- engine call back; a target that cannot have methods is refused when added.
-- Found by the fuzz harness (issue 8).
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local v = UIView{name = "v", frame = {0, 0, 100, 100}}
window:addSubview(v)

local function try(f) local ok, err = pcall(f) print(ok, err) end
local g = UITapGestureRecognizer{name = "g", action = string.rep}
v:addGestureRecognizer(g)
try(function() tap(10, 10) end)
g:removeTarget(nil, nil)
g:addTarget(nil, error)
try(function() tap(10, 10) end)
print(pcall(tap, 10, 10))
g:removeTarget(nil, nil)
g:addTarget({}, "handle")
try(function() tap(10, 10) end)
try(function() g:addTarget(42, "handle") end)
v:removeGestureRecognizer(g)

v.hitTest = math.max
try(function() tap(10, 10) end)
v.hitTest = tostring
try(function() tap(10, 10) end)
v.hitTest = nil
v.touchesBegan = function() error("no place", 0) end
try(function() tap(10, 10) end)
v.touchesBegan = function() error({}) end
try(function() tap(10, 10) end)
v.touchesBegan = function() error(setmetatable({}, {__tostring = function() return "a table error" end})) end
try(function() tap(10, 10) end)
v.touchesBegan = coroutine.yield
try(function() tap(10, 10) end)
v.touchesBegan = nil


-- What the engine prints never names a Lua address ("table: 0x55d0..."), which
-- changes from run to run: the same script gives the same bytes (docs/ARCHITECTURE.md, section 2). A
-- control's target that is a table traces by its name (the variable it was found under, or table#N); the test helpers show
-- a table with a metatable, a function or a coroutine by its type. Found by the
-- fuzz harness's second runs (issue 8).
-- Args: --trace
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local button = UIButton{name = "b", frame = {0, 0, 100, 44}}
window:addSubview(button)
local target = {}
button:addTarget(target, "missing", "touchUpInside")
tap(button)
sim.trace(false)
print(pcall(function() assertEqual(sim, nil) end))
print(pcall(function() assertEqual(print, nil) end))
print(pcall(function() assertEqual(coroutine.create(print), nil) end))
print(pcall(function() assertEqual({setmetatable({}, {})}, {1}) end))
-- A message that is a table or a function (found by the fuzz harness, seeds 2005450, 2005700).
print(pcall(assertEqual, 1, 2, {x = 1}))
print(pcall(assertEqual, 1, 2, setmetatable({}, {})))
print(pcall(assertError, function() end, nil, print))
print(pcall(expect, false, {}))

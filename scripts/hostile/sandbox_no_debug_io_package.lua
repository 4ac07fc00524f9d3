-- Attack: the libraries an allowlist sandbox leaves out (issue 8, S1).
-- Args: --sandbox
-- Exit: 0
print(debug, io, package, require, dofile, loadfile, string.dump)
print(os.execute, os.getenv, os.remove, os.exit, type(os.clock), type(os.time), type(os.date))
print(pcall(collectgarbage, "stop"))
print(pcall(collectgarbage, "count") and "count ok")
print(pcall(load, "\27Lua binary"))
print(load("return 1 + 1")())
print(type(getmetatable("")))
print(getmetatable(UIView{}))
print(pcall(setmetatable, UIView{}, {}))
print(pcall(setmetatable, {}, 5))
print(pcall(setmetatable, setmetatable({}, {__metatable = "locked"}), {}))
local t = setmetatable({}, {__gc = function() end})
print(getmetatable(t) ~= nil)

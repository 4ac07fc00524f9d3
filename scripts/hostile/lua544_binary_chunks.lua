-- Attack: Lua 5.4.4's "Loading a corrupted binary file can segfault" (lua.org's
-- bug list). A script that damages a precompiled chunk and loads it could
-- crash the process. Everywhere, not only under --sandbox, load, loadfile,
-- dofile and require now take source text only, and say why (issue 20, S1).
local function f(a, b) return a + b end
local dumped = string.dump(f)
print("load(dump):", load(dumped))
-- Damaged copies: each refused the same way, none loaded, nothing crashes.
local refused = 0
for cut = 1, #dumped, 7 do
  local damaged = dumped:sub(1, cut) .. string.rep("\255", 9) .. dumped:sub(cut + 10)
  local chunk, message = load(damaged)
  if chunk == nil and message:find("binary chunks are not accepted", 1, true) then refused = refused + 1 end
end
print("damaged copies refused:", refused == (#dumped - 1) // 7 + 1 and "all" or refused)
-- A reader function that hands over a binary chunk piece by piece.
local given = false
print("load(reader):", load(function() if given then return nil end given = true return dumped end))
-- An explicit mode "b" changes nothing.
print("load(dump, name, 'b'):", load(dumped, "=dumped", "b"))
-- Source text still loads, with or without an environment.
print("text:", load("return 1 + 1")(), load("return x", "=t", "t", {x = 7})())
-- From a file: loadfile, dofile and require.
local path = os.tmpname()
local file = assert(io.open(path, "wb"))
file:write(dumped)
file:close()
print("loadfile:", select(2, loadfile(path)) ~= nil)
print("dofile:", (select(2, pcall(dofile, path)):gsub("^.*: ", "")))
local dir = path:match("^(.*)/") or "."
local name = path:match("([^/]*)$")
os.rename(path, dir .. "/" .. name .. ".lua")
package.path = dir .. "/?.lua"
local ok, err = pcall(require, name)
print("require:", ok, (tostring(err):find("binary chunks are not accepted", 1, true) or tostring(err):find("attempt to load a binary chunk", 1, true)) and "refused" or err)
os.remove(dir .. "/" .. name .. ".lua")

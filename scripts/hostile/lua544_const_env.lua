-- Attack: two bugs of lua.org's 5.4.4 list that Debian's liblua5.4 5.4.4-3
-- carries fixes for: "Lua can generate wrong code when _ENV is <const>"
-- (CVE-2022-28805, a heap over-read while parsing) and "Lua-stack overflow
-- when C stack overflows while handling an error" (CVE-2022-33099). Both
-- must give ordinary results or errors, never a crash. (issue 20, S1)
-- Args: --sandbox --max-instructions 10000000
local function try(label, source)
  local chunk, err = load(source)
  if not chunk then print(label, "syntax:", (err:gsub("^[^:]*:%d+: ", ""))) return end
  local ok, result = pcall(chunk)
  print(label, ok, ok and tostring(result) or (tostring(result):gsub("^[^:]*:%d+: ", "")))
end
try("const _ENV table", "local _ENV <const> = {y = 5} return y")
try("const _ENV number", "local _ENV <const> = 1 return x")
try("const _ENV nil", "local _ENV <const> = nil return x")
try("const _ENV assign", "local _ENV <const> = {} x = 1 return x")
try("const _ENV nested", "local _ENV <const> = {f = function() return z end, z = 3} return f()")
-- An error raised while handling an error, with the C stack full.
local function loop() assert(pcall(loop)) end
local ok, message = xpcall(loop, loop)
print("xpcall(loop, loop):", ok, message)
local function deep(n) if n > 0 then return 1 + deep(n - 1) end error("deep") end
print("handler that errors, from deep:", xpcall(deep, function(m) error(m) end, 150))
print("still here")

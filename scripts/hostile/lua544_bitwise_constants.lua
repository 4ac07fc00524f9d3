-- Lua 5.4.4's "Wrong code generation for constants in bitwise operations"
-- (lua.org's bug list; the fix is in the compiler's constant folding). The
-- compiler's own code is out of reach of a library guard, so this script
-- checks the folded results against the same operations done at run time,
-- for every pair of a set of awkward constants and every bitwise operator,
-- as literals, as <const> locals and mixed: on this build they agree
-- everywhere (issue 20). A change of Lua that breaks that shows here.
-- Args: --sandbox
local ks = {"0","1","-1","63","64","-64","1.0","2.0","-1.0","1.5","2^53","2^63","-2^63","0.0","-0.0","1e100","0x7fffffffffffffff","math.mininteger","\"1\"","\"2.0\""}
local ops = {"&","|","~","<<",">>"}
local bad = 0
for _, a in ipairs(ks) do for _, b in ipairs(ops) do for _, c in ipairs(ks) do
  local variants = {
    "return " .. a .. " " .. b .. " " .. c,
    "local x, y = ... return x " .. b .. " y",
    "local x = ... return x " .. b .. " " .. c,
    "local _, y = ... return " .. a .. " " .. b .. " y",
    "local k <const> = " .. c .. " local x = ... return x " .. b .. " k",
    "local k <const> = " .. a .. " local y = select(2, ...) return k " .. b .. " y",
    "local k1 <const>, k2 <const> = " .. a .. ", " .. c .. " return k1 " .. b .. " k2",
  }
  local xa = load("return " .. a)()
  local xc = load("return " .. c)()
  local res = {}
  for i, src in ipairs(variants) do
    local ok, r = pcall(load(src), xa, xc)
    res[i] = tostring(ok) .. ":" .. (ok and math.type(r) .. tostring(r) or "err")
  end
  for i = 2, #res do if res[i] ~= res[1] then bad = bad + 1 if bad < 30 then print(a, b, c, table.concat(res, " | ")) end break end end
end end end
print("differences between folded and run-time results:", bad)

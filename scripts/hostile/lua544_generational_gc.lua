-- Lua 5.4.4's "GC not setting a proper target for next cycle after a full
-- collection in generational mode" (lua.org's bug list). The engine runs the
-- collector in generational mode, and scripts call collectgarbage() for a
-- full collection: afterwards the collector must still keep up with garbage,
-- so that memory stays near what the script holds. Here it does (issue 20):
-- a million short-lived tables after each of three full collections stay
-- far under the 16 MB limit.
-- Args: --max-memory 16
local peak = 0
for round = 1, 3 do
  collectgarbage()
  for i = 1, 1000000 do
    local t = {i, i}
    if i % 50000 == 0 then peak = math.max(peak, collectgarbage("count")) end
  end
end
print("peak under 4 MB:", peak < 4096)

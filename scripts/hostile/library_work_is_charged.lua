-- Attack: library calls whose work the instruction limit did not see (issue
-- 31, S2.8; issue 20's case): a hundred thousand s:find over a 20 MB string
-- ran for 77 s under --max-instructions 100000 unless --max-time was given.
-- Each call of the string and table functions that walk their input now
-- charges that walk first (a unit per 8 bytes), so the limit stops the loop
-- on its second search, where it is, in no time. Small calls cost nothing extra.
-- Args: --max-instructions 6000000
-- Exit: 1
-- Stderr: library_work_is_charged.lua:22: instruction limit exceeded (6000000 instructions)
local small = 0
for i = 1, 1000 do small = small + #(("ab"):rep(3)) + (("abc"):find("c")) end
print("small calls:", small)
-- What the functions refuse themselves they still refuse, in their own words
-- (a count with no integer value, a range past the stack or past any integer).
print(pcall(string.rep, "ab", 1/0))
print(pcall(string.find, "abc", "b", -1e300))
print(pcall(table.unpack, {1, 2}, math.mininteger, math.maxinteger))
print(pcall(table.move, {1}, math.mininteger, math.maxinteger, 1))
local s = string.rep("a", 20 * 1024 * 1024)
print("searching")
for i = 1, 100000 do
  if s:find("b", 1, true) then print("found") end
end
print("never reached")

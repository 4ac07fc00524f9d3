-- Attack: --max-instructions counts Lua's instructions, not the time spent in
-- library calls: 100,000 instructions of s:find over a 100 MB string took 77 s
-- (issue 20, S2). --max-time S bounds the CPU time itself: past it the next
-- instruction stops the script, at its line, like the other limits.
-- Args: --max-time 1
-- Exit: 1
-- Stderr: time limit exceeded (1 s of CPU time)
local s = string.rep("a", 20 * 1024 * 1024)
print("searching")
local found = 0
for i = 1, 100000 do
  if s:find("b", 1, true) then found = found + 1 end
end
print("never reached", found)

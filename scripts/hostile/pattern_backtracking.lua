-- Attack: a string pattern that backtracks runs inside Lua's C library, where
-- the instruction hook never fires: ".-.-.-.-b" on 400 letters would take hours.
-- Under --max-instructions the stall guard ends the run after 10 s of CPU time
-- with no instruction counted, as the limit would (without a line: the guard
-- thread cannot read the script's stack safely while it runs).
-- What was printed before stays printed. (issue 8: nothing outlives a limit)
-- Args: --sandbox --max-instructions 100000
-- Exit: 1
-- Located: no
-- Stderr: respond-lua: instruction limit exceeded (100000 instructions)
-- Stderr: inside one library call
print("before")
local subject = string.rep("a", 400)
local co = coroutine.wrap(function()
  -- inside a coroutine: the guard watches the whole script
  return string.find(subject, ".-.-.-.-b")
end)
print(co())

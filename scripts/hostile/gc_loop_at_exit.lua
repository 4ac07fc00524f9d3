-- Attack: an endless __gc loop left to run when the state closes (issue 8, S2).
-- Args: --max-instructions 1000000
-- Exit: 1
-- Stderr: gc_loop_at_exit.lua:6: instruction limit exceeded (1000000 instructions)
local keep = setmetatable({}, {__gc = function()
  while true do end
end})
print("the script ends")

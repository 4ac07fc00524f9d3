-- Attack: an endless loop inside a __gc finalizer (issue 8, S2).
-- Args: --max-instructions 1000000
-- Exit: 1
-- Stderr: gc_loop_limit.lua:6: instruction limit exceeded (1000000 instructions)
setmetatable({}, {__gc = function()
  while true do end
end})
collectgarbage()
print("not reached")

-- Attack: Lua 5.4.4's "C-stack overflow with deep nesting of coroutine.close"
-- (lua.org's bug list, fixed in 5.4.5; Debian's liblua5.4 is 5.4.4). Closing a
-- coroutine runs its __close handlers on a C stack Lua does not count, so
-- 20,000 coroutines, each closing the next from a __close handler, overflowed
-- it: SIGSEGV under every limit (issue 20, S1). coroutine.close now measures
-- the C stack left and refuses with an error long before it runs out; the
-- refusal is what the innermost close returns, as any error in a handler.
-- Args: --sandbox --max-instructions 100000000 --max-memory 256
local N = 20000
local coroutines, deepest, refusal = {}, 0, nil
for i = 1, N do
  coroutines[i] = coroutine.create(function()
    local guard <close> = setmetatable({}, {__close = function()
      if i > deepest then deepest = i end
      if i < N then
        local ok, err = coroutine.close(coroutines[i + 1])
        if not ok and refusal == nil then refusal = err end
      end
    end})
    coroutine.yield()
  end)
  coroutine.resume(coroutines[i])
end
print("outermost close:", coroutine.close(coroutines[1]))
print("refused before the end:", deepest < N)
print("refusal:", refusal)
-- The engine still works afterwards.
print("status of the last:", coroutine.status(coroutines[N]))
print("a fresh coroutine:", coroutine.close(coroutine.create(function() end)))

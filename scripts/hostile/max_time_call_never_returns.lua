-- Attack: a library call that never returns: string.rep("", math.maxinteger)
-- loops doing nothing for hours inside Lua's C library, where no hook runs
-- (issue 20, S2). Under --max-time the guard gives such a call 2 s past the
-- limit, then ends the process with status 1 and says why (without a line:
-- the guard thread cannot read the script's stack safely while it runs).
-- What was printed before stays printed.
-- Args: --max-time 1
-- Exit: 1
-- Located: no
-- Stderr: respond-lua: time limit exceeded (1 s of CPU time), inside one library call that did not return
print("before")
print(#string.rep("", math.maxinteger))

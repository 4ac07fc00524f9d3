-- Lua 5.4.4's "'break' may not properly close variable in a 'for' loop"
-- (lua.org's bug list): leaving a generic for with break, where the loop
-- body makes a closure over a loop variable, does not close the loop's
-- closing value (its fourth value) there: it is closed only when the
-- function returns. The wrong code comes from Lua's compiler
-- in Debian's liblua5.4 5.4.4, out of reach of a library guard: this script
-- pins what this build does (issue 20) so that a change of Lua shows, and it
-- shows the two ways around it: no closure over the loop variable, or a
-- do-block with a <close> local of your own.
-- Args: --sandbox
local function closer(log, name)
  return setmetatable({}, {__close = function() log[#log + 1] = name end})
end

local log = {}
local function withClosure()
  for k in next, {1}, nil, closer(log, "with a closure") do
    local function f() return k end
    break
  end
  log[#log + 1] = "(after the first loop)"
end
withClosure()

local function withoutClosure()
  for k in next, {1}, nil, closer(log, "without a closure") do
    break
  end
  log[#log + 1] = "(after the second loop)"
end
withoutClosure()

local function ownClose()
  do
    local c <close> = closer(log, "own <close>")
    for k in next, {1} do
      local function f() return k end
      break
    end
  end
end
ownClose()
print(table.concat(log, "\n"))

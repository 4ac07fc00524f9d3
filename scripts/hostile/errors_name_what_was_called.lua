-- Attack: errors that named the prelude's private functions or lines instead of
-- what the script called (issue 20, S3): load under --sandbox lost the
-- globals when no env was given, and collectgarbage, CGRectContainsPoint,
-- CGRectInset, a geometry value with a bad field and assertError each
-- answered in words the script never wrote ('rawload', 'rawcollect',
-- 'contains', 'prelude:9'), or with an address that changes every run.
-- Every message here names the function called, at this script's line.
-- Args: --sandbox
-- Exit: 0
-- Stderr: Lua warning: w\0v!
x = 42
print("load sees the globals:", load("return x")())
print("load with an env:", load("return x", "=chunk", "t", {x = 7})())
local function try(f, ...)
  local ok, err = pcall(f, ...)
  print(ok, (tostring(err):gsub("^[^:]*:(%d+): ", "line %1: ")))
end
try(CGRectContainsPoint, CGRect(0, 0, 10, 10), "p")
try(CGRectInset, CGRect(0, 0, 10, 10), "a", 1)
try(collectgarbage, "step", "x")
try(collectgarbage, print)
try(collectgarbage, "no such option")
try(collectgarbage, "collect")
try(collectgarbage)
try(assertError, 5)
try(assertError, function() error({}) end, {1})
try(assertError, function() error(print) end, "function: 0x")
-- NUL bytes are written, not cut off: print and warn.
print("a\0b", "c\0")
warn("@on")
warn("w\0v", "!")
-- A geometry value whose field the script set to a string: printed with the
-- field as it is (issue 31), never an error at a line of the prelude.
local p = CGPoint(1, 2)
p.x = "a"
print(p)

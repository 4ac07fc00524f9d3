-- Attack: errors a script causes inside the prelude's own functions (issue 31,
-- S3.17): print of a value whose __tostring returns a table said
-- "prelude:347: '__tostring' must return a string", and a geometry value
-- whose field a script set to a string said "prelude:16: attempt to add a
-- 'string' with a 'number'". The first is the script's error at its line;
-- the second prints the field as it is.
-- Exit: 0
local odd = setmetatable({}, {__tostring = function() return {} end})
local ok, err = pcall(print, odd)
print(ok, err)
ok, err = pcall(function() print("a", odd, "b") end)
print(ok, err)
local p = CGPoint(1, 2)
p.x = "a"
print(p, tostring(p))
local r = CGRect(0, 0, 10, 10)
r.width = true
print(r)

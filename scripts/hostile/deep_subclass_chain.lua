-- Attack: a chain of script subclasses far deeper than any app (issue 31,
-- S2.8): looking up a member walks the chain, so making a chain 20,000 deep
-- cost 20,000² and 34 s (debug), none of it charged to --max-instructions.
-- Chains stop at 1,000 classes with an error naming the class; a view of the
-- deepest class allowed takes taps.
-- Args: --max-instructions 2000000
-- Exit: 0
local C = UIView
local made = 0
local ok, err = pcall(function()
  for i = 1, 20000 do C = C:subclass("C" .. i) made = i end
end)
print(ok, made, (tostring(err):gsub("^[^:]+:%d+: ", "")))
local w = UIWindow{} w:makeKeyAndVisible()
local v = C{name = "deep", frame = {0, 0, 100, 100}}
function C:touchesBegan(touches, event) print("deep class got the touch") end
w:addSubview(v)
print(tap(10, 10))

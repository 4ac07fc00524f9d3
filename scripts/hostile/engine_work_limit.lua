-- Attack: composite gestures with an enormous amount of engine work (issue 8, S3):
-- a gesture too long is refused, and engine work counts against --max-instructions.
-- Args: --max-instructions 1000000
-- Exit: 1
-- Stderr: engine_work_limit.lua:12: instruction limit exceeded (1000000 instructions)
local window = UIWindow{}
window:makeKeyAndVisible()
local v = UIView{frame = {0, 0, 300, 300}}
window:addSubview(v)
local ok, err = pcall(drag, 10, 10, 200, 200, {duration = 1e7})
print(ok, (err:gsub("^[^:]+:%d+: ", "")))
drag(10, 10, 200, 200, {steps = 1000000})
print("not reached")

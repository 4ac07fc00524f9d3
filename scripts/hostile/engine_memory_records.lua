-- Attack: memory the engine holds for the script, trace records (issue 8, S3).
-- Args: --max-memory 16 --trace --trace-file /dev/null
-- Exit: 1
-- Stderr: not enough memory (memory limit of 16 MB reached)
local window = UIWindow{}
window:makeKeyAndVisible()
local v = UIView{frame = {0, 0, 100, 100}}
window:addSubview(v)
sim.recordLimit = 1e7
for i = 1, 1e8 do tap(10, 10) end

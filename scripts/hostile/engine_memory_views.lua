-- Attack: memory the engine holds for the script, views and names (issue 8, S3).
-- Args: --max-memory 32
-- Exit: 1
-- Stderr: not enough memory (memory limit of 32 MB reached)
local window = UIWindow{}
for i = 1, 1e8 do
  window:addSubview(UIView{name = string.rep("n", 200) .. i})
end

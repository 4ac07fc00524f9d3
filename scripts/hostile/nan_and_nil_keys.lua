-- Attack: NaN and nil keys where the engine stores script values (issue 8, S3);
-- afterwards the memory limit still holds.
-- Args: --max-memory 32
-- Exit: 1
-- Stderr: not enough memory (memory limit of 32 MB reached)
local window = UIWindow{}
local objects = {UIView{}, UITapGestureRecognizer{}, UIButton{}, UIViewController(), window, sim}
for _, o in ipairs(objects) do
  for _, key in ipairs{0/0, -(0/0)} do
    local ok, err = pcall(function() o[key] = 1 end)
    print(ok, (tostring(err):gsub("^[^:]+:%d+: ", "")))
  end
  local ok, err = pcall(function() o[nil] = 1 end)
  print(ok, (tostring(err):gsub("^[^:]+:%d+: ", "")))
  print(pcall(function() return o[0/0] end))
end
local hog = {}
for i = 1, 1e8 do hog[i] = {i} end

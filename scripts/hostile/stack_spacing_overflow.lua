-- Attack: stack view numbers past Double's range (issue 31, S3.14): spacing =
-- -1e308 was accepted and the arranged frames became -inf and NaN, silently.
-- Spacing is refused beyond ±1e15, with the value in the message; arranged
-- views 1e308 long are placed at finite positions, and the stack takes taps.
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local s = UIStackView{frame = {0, 0, 300, 300}}
w:addSubview(s)
for i = 1, 3 do s:addArrangedSubview(UIView{name = "v" .. i, frame = {0, 0, 10, 10}}) end
for _, bad in ipairs({-1e308, 1e16, 0/0}) do
  local ok, err = pcall(function() s.spacing = bad end)
  print(ok, (tostring(err):gsub("^[^:]+:%d+: ", "")))
end
s.spacing = -1e15
s:layoutIfNeeded()
for _, v in ipairs(s.arrangedSubviews) do print(v.name, v.frame) end
s.spacing = 0
s.arrangedSubviews[1].frame = {0, 0, 1e308, 10}
s.arrangedSubviews[2].frame = {0, 0, 1e308, 10}
s:layoutIfNeeded()
for _, v in ipairs(s.arrangedSubviews) do print(v.name, v.frame) end
print(tap(5, 5))

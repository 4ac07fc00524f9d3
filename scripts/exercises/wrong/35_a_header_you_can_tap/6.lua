-- Mistake: a button only at the header's right end: the rest of the header does nothing.
-- Expect: at x 20 went to
-- Expect: the header took the touch, but nothing in it called toggle
function list:viewForHeaderInSection(tv, section)
  local header = UIView{frame = {0, 0, 375, 40}}
  local button = UIButton{title = "Hide", frame = {180, 4, 190, 32}}
  button:addTarget(nil, function() toggle(tv, section) end, "touchUpInside")
  header:addSubview(button)
  return header
end

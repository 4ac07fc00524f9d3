-- Mistake: the header's button flips the flag itself and forgets that the table must reload.
-- Expect: but the table still shows 4 rows
function list:viewForHeaderInSection(tv, section)
  local header = UIView{frame = {0, 0, 375, 40}}
  local button = UIButton{title = sections[section + 1].title, frame = {0, 0, 375, 40}}
  button:addTarget(nil, function() sections[section + 1].collapsed = not sections[section + 1].collapsed end, "touchUpInside")
  header:addSubview(button)
  return header
end

-- A button that fills the header, and the header's height from its frame.
function list:viewForHeaderInSection(tv, section)
  local button = UIButton{title = sections[section + 1].title, frame = {0, 0, 375, 44}}
  button:addTarget(nil, function() toggle(tv, section) end, "touchUpInside")
  return button
end

function list:viewForHeaderInSection(tv, section)
  local header = UIView{frame = {0, 0, tv.bounds.width, 40}}
  header:addSubview(UILabel{text = sections[section + 1].title, frame = {16, 0, 200, 40}})
  header:addGestureRecognizer(UITapGestureRecognizer{action = function() toggle(tv, section) end})
  return header
end
function list:heightForHeaderInSection(tv, section) return 40 end

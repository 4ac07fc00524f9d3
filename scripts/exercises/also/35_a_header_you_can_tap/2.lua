-- A label made to take touches (userInteractionEnabled), with the height from the delegate.
function list:viewForHeaderInSection(tv, section)
  local label = UILabel{text = sections[section + 1].title, userInteractionEnabled = true}
  label:addGestureRecognizer(UITapGestureRecognizer{action = function() toggle(tv, section) end})
  return label
end
function list:heightForHeaderInSection(tv, section) return 32 end

-- Mistake: a UILabel as the header, with a tap recognizer: a label takes no touches.
-- Expect: the header view (UILabel) has userInteractionEnabled false, so hit testing skips it
function list:viewForHeaderInSection(tv, section)
  local header = UILabel{text = sections[section + 1].title, frame = {0, 0, 375, 40}}
  header:addGestureRecognizer(UITapGestureRecognizer{action = function() toggle(tv, section) end})
  return header
end
function list:heightForHeaderInSection(tv, section) return 40 end

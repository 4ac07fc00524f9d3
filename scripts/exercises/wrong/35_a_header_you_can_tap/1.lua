-- Mistake: a header view made with no frame and no heightForHeaderInSection: it is 0 high.
-- Expect: the Fruit header is not shown: with no heightForHeaderInSection
function list:viewForHeaderInSection(tv, section)
  local header = UIView{}
  header:addGestureRecognizer(UITapGestureRecognizer{action = function() toggle(tv, section) end})
  return header
end

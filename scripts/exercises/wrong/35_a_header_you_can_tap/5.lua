-- Mistake: one header view, made once, serves both sections and always toggles the first.
-- Expect: but it is already the header of section 0: each section needs its own view
local header
function list:viewForHeaderInSection(tv, section)
  if header == nil then
    header = UIView{frame = {0, 0, 375, 40}}
    header:addGestureRecognizer(UITapGestureRecognizer{action = function() toggle(tv, section) end})
  end
  return header
end

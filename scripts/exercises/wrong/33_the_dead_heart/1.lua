-- Mistake: the contentView is kept in front of what is added to the cell itself.
-- Expect: a tap on Stew's heart did not make it a favourite
function actions.configure(cell, heart)
  cell:addSubview(heart)
  cell:bringSubviewToFront(heart)
end

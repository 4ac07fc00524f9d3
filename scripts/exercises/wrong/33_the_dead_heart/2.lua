-- Mistake: the button takes touches already; it is covered.
-- Expect: a tap on Stew's heart did not make it a favourite
function actions.configure(cell, heart)
  heart.userInteractionEnabled = true
  cell:addSubview(heart)
end

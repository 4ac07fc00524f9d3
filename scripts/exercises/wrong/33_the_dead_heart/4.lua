-- Mistake: turns off the contentView's interaction so the heart under it gets the tap; every control in the contentView dies with it.
-- Expect: turning off contentView's userInteractionEnabled silences every control in it
function actions.configure(cell, heart)
  cell:addSubview(heart)
  cell.contentView.userInteractionEnabled = false
end

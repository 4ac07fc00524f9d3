-- Mistake: a fixed frame for a 375-point phone, set once, and no layoutSubviews of its own.
-- Expect: in a 320-point wide list, Share is at (325,10,40,40) in its row, not 10 points from the trailing edge
ShareCell.layoutSubviews = nil
function actions.configure(cell, share)
  share.frame = {325, 10, 40, 40}
  cell.contentView:addSubview(share)
end

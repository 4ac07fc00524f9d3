-- Mistake: turns off the contentView's interaction so the touch falls through to Share: Like dies with it.
-- Expect: turning off the contentView's userInteractionEnabled silences every control in it
function ShareCell:layoutSubviews()
  UITableViewCell.layoutSubviews(self)
  self.share.frame = {self.bounds.width - 50, 10, 40, 40}
end
function actions.configure(cell, share)
  cell:addSubview(share)
  cell.contentView.userInteractionEnabled = false
end

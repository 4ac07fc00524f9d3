function ShareCell:layoutSubviews()
  UITableViewCell.layoutSubviews(self)
  self.share.frame = {self.contentView.bounds.width - 50, 10, 40, 40}   -- 10 points from the trailing edge
end
function actions.configure(cell, share)   -- called once, when a cell is made
  cell.contentView:addSubview(share)
end

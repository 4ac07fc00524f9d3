-- Mistake: sends the contentView to the back of the cell: the cell puts it in front again.
-- Expect: because Share is a subview of the cell itself, and UITableViewCell keeps its contentView in front
function ShareCell:layoutSubviews()
  UITableViewCell.layoutSubviews(self)
  self.share.frame = {self.bounds.width - 50, 10, 40, 40}
end
function actions.configure(cell, share)
  cell:addSubview(share)
  cell:sendSubviewToBack(cell.contentView)
end

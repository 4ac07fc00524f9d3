-- Mistake: brings Share to the front of the cell: the cell keeps its contentView in front of it anyway.
-- Expect: because Share is a subview of the cell itself, and UITableViewCell keeps its contentView in front
function ShareCell:layoutSubviews()
  UITableViewCell.layoutSubviews(self)
  self.share.frame = {self.bounds.width - 50, 10, 40, 40}
  self:bringSubviewToFront(self.share)
end
function actions.configure(cell, share)
  cell:addSubview(share)
end

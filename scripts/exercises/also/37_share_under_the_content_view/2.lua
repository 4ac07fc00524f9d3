-- Super called through the subclass's parent (ShareCell.super), Share placed from the cell's bounds.
function ShareCell:layoutSubviews()
  ShareCell.super.layoutSubviews(self)
  local size = self.bounds
  self.share.frame = CGRect(size.width - 50, 10, 40, 40)
end
function actions.configure(cell, share)
  cell.contentView:addSubview(share)
end

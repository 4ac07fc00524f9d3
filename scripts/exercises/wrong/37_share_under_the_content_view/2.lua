-- Mistake: drops the super call, hoping the contentView then stops covering Share; Share is still the cell's own subview.
-- Expect: because Share is a subview of the cell itself, and UITableViewCell keeps its contentView in front
function ShareCell:layoutSubviews()
  self.share.frame = {self.bounds.width - 50, 10, 40, 40}
end
function actions.configure(cell, share)
  cell:addSubview(share)
end

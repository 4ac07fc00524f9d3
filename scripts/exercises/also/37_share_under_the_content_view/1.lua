-- Autoresizing instead of a layoutSubviews: Share keeps its distance to the trailing edge as the contentView grows.
ShareCell.layoutSubviews = nil
function actions.configure(cell, share)
  share.frame = {cell.contentView.bounds.width - 50, 10, 40, 40}
  share.autoresizingMask = {"flexibleLeftMargin"}
  cell.contentView:addSubview(share)
end

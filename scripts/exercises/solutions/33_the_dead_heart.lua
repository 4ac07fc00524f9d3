function actions.configure(cell, heart)
  cell.contentView:addSubview(heart)
end

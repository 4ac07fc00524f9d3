-- Mistake: inserts the heart above the contentView by index: the cell puts its contentView in front again.
-- Expect: the heart is a subview of the cell itself, and UITableViewCell keeps its contentView in front
function actions.configure(cell, heart)
  cell:insertSubview(heart, 2)
end

-- Mistake: refuses the pinned message by its row number, which changes once a row above it is deleted.
-- Expect: (by what the row holds: rows move when others are deleted)
function inbox:canEditRowAt(tv, indexPath)
  return indexPath.row ~= 1
end
function inbox:commit(tv, editingStyle, indexPath)
  table.remove(messages, indexPath.row + 1)
  tv:reloadData()
end

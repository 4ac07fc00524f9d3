-- The pinned row gets no editing style ("none") instead of a canEditRowAt.
function inbox:editingStyleForRowAt(tv, indexPath)
  return messages[indexPath.row + 1]:find("pinned") and "none" or "delete"
end
function inbox:commit(tv, editingStyle, indexPath)
  table.remove(messages, indexPath.row + 1)
  tv:reloadData()
end

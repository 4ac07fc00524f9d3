function inbox:canEditRowAt(tv, indexPath)
  return not messages[indexPath.row + 1]:find("pinned")
end
function inbox:commit(tv, editingStyle, indexPath)
  table.remove(messages, indexPath.row + 1)
  tv:reloadData()
end

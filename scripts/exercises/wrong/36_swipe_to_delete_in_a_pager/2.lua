-- Mistake: removes messages[indexPath.row]: Lua counts from 1, index paths from 0.
-- Expect: indexPath.row counts from 0 and Lua's arrays from 1
function inbox:canEditRowAt(tv, indexPath)
  return not messages[indexPath.row + 1]:find("pinned")
end
function inbox:commit(tv, editingStyle, indexPath)
  table.remove(messages, indexPath.row)
  tv:reloadData()
end

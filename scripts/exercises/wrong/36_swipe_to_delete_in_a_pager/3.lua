-- Mistake: removes the message from the data and never tells the table.
-- Expect: the message is gone from messages, but the list still shows
function inbox:canEditRowAt(tv, indexPath)
  return not messages[indexPath.row + 1]:find("pinned")
end
function inbox:commit(tv, editingStyle, indexPath)
  table.remove(messages, indexPath.row + 1)
end

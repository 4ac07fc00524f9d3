-- Mistake: switches the pager's scrolling off, believing it steals the swipe.
-- Expect: the pager no longer pages
pager.scrollEnabled = false
function inbox:canEditRowAt(tv, indexPath)
  return not messages[indexPath.row + 1]:find("pinned")
end
function inbox:commit(tv, editingStyle, indexPath)
  table.remove(messages, indexPath.row + 1)
  tv:reloadData()
end

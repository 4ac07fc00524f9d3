-- Mistake: every row can be swiped, the pinned one too.
-- Expect: a leftward swipe on the pinned message opened its Delete button: canEditRowAt must refuse it
function inbox:commit(tv, editingStyle, indexPath)
  table.remove(messages, indexPath.row + 1)
  tv:reloadData()
end

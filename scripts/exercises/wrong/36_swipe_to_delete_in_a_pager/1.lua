-- Mistake: canEditRowAt alone, thinking it turns the swipe on: without commit no row is swipeable.
-- Expect: no row can be swiped, because the data source does not define commit(tv, editingStyle, indexPath) (canEditRowAt alone
function inbox:canEditRowAt(tv, indexPath)
  return not messages[indexPath.row + 1]:find("pinned")
end

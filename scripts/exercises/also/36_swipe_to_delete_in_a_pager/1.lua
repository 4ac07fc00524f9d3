-- Objective-C's spelling (commitEditingStyle, canEditRowAtIndexPath: aliases, SPEC 12.1 rule 3),
-- deleting only for the "delete" style, and the pinned message found by what it says.
function inbox:canEditRowAtIndexPath(tv, indexPath)
  return messages[indexPath.row + 1] ~= "Invoice #42 (pinned)"
end
function inbox:commitEditingStyle(tv, editingStyle, indexPath)
  if editingStyle == "delete" then
    table.remove(messages, indexPath.row + 1)
    tv:reloadData()
  end
end

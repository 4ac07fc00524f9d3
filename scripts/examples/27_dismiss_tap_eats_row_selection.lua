-- Seed: none (SPEC 11.4)
-- "My table view's didSelectRowAt is never called." The screen has a search
-- field above a table, and to hide the keyboard when the user taps elsewhere the
-- developer added a UITapGestureRecognizer to the view controller's view, whose
-- action calls endEditing(true). Since then, tapping a row does nothing.
--
-- Why: the recognizer sits on an ancestor of every cell, so it sees every touch
-- on the table too, and a quick tap is exactly what it recognizes. A recognizer
-- that recognizes cancels the touches of the views under it when its
-- cancelsTouchesInView is true (the default). A table selects a row in its cell's
-- touchesEnded; the cell gets touchesCancelled instead: the row is highlighted
-- for an instant, unhighlighted, and never selected.
local window = UIWindow{}
window:makeKeyAndVisible()
local root = UIView{name = "screen", frame = {0, 0, 375, 667}}
window:addSubview(root)
local search = UITextField{name = "search", frame = {10, 50, 355, 40}}
root:addSubview(search)

local fruits = {"Apple", "Banana", "Cherry", "Damson", "Elderberry"}
local list = {}
function list:numberOfRowsInSection(tv, section) return #fruits end
function list:cellForRowAt(tv, indexPath)
  local cell = tv:dequeueReusableCell("fruit") or UITableViewCell{reuseIdentifier = "fruit"}
  cell.textLabel.text = fruits[indexPath.row + 1]
  cell.name = fruits[indexPath.row + 1]
  return cell
end
function list:didHighlightRowAt(tv, indexPath) print("  didHighlightRowAt " .. tostring(indexPath)) end
function list:didUnhighlightRowAt(tv, indexPath) print("  didUnhighlightRowAt " .. tostring(indexPath)) end
function list:didSelectRowAt(tv, indexPath) print("  didSelectRowAt " .. tostring(indexPath) .. ": " .. fruits[indexPath.row + 1]) end
local table = UITableView{name = "fruits", frame = {0, 100, 375, 567}, dataSource = list, delegate = list}
root:addSubview(table)

local dismiss = UITapGestureRecognizer{name = "dismissKeyboard", action = function(g)
  print("  dismissKeyboard: endEditing(true)")
  root:endEditing(true)
end}
root:addGestureRecognizer(dismiss)
-- Where row i is on the screen.
local function row(i)
  local r = table:rectForRowAt({0, i})
  return table:convertPointToView({r.midX, r.midY}, nil)
end

print("typing in the search field, then a tap on Cherry:")
search:becomeFirstResponder()
tap(row(2))
print("  keyboard up: " .. tostring(search.isFirstResponder))

-- Fix 1: the recognizer still fires, but no longer cancels the touches it
-- recognized, so the cell's touchesEnded arrives and selects the row.
print("fix 1, cancelsTouchesInView = false:")
dismiss.cancelsTouchesInView = false
search:becomeFirstResponder()
tap(row(2))
dismiss.cancelsTouchesInView = true

-- Fix 2: the recognizer's delegate refuses touches that land in a cell, so the
-- recognizer never sees them; taps elsewhere still hide the keyboard.
print("fix 2, shouldReceiveTouch refuses touches in cells:")
dismiss.delegate = {shouldReceiveTouch = function(self, g, touch)
  local v = touch.view
  while v do
    if v:isKindOfClass(UITableViewCell) then return false end
    v = v.superview
  end
  return true
end}
search:becomeFirstResponder()
tap(row(3))
print("  keyboard up: " .. tostring(search.isFirstResponder))
print("  a tap beside the list:")
tap(200, 20)
print("  keyboard up: " .. tostring(search.isFirstResponder))

-- Fix 3: no recognizer at all. keyboardDismissMode = "onDrag" hides the
-- keyboard when the list starts scrolling, and taps select as usual. Five rows
-- fit on the screen, so the list would not scroll (nor dismiss anything) unless
-- it may always bounce vertically.
print("fix 3, keyboardDismissMode = \"onDrag\" instead of the recognizer:")
root:removeGestureRecognizer(dismiss)
table.keyboardDismissMode = "onDrag"
table.alwaysBounceVertical = true
search:becomeFirstResponder()
tap(row(4))
drag(200, 400, 200, 300)
print("  after a drag on the list, keyboard up: " .. tostring(search.isFirstResponder))

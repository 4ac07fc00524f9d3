-- Exercise: Rows that answer the tap
-- Task: The screen has a search field above a list of fruits, and a tap recognizer
--   on the screen's view that hides the keyboard. Since it was added, tapping a
--   fruit no longer selects it (didSelectRowAt never runs). Make a tap on a row
--   select it, while a tap beside the list still hides the keyboard. Keep the
--   recognizer on the screen's view, enabled.
-- Hint: when a recognizer recognizes, what happens to the touches of the views
--   under it? One of its properties decides.
-- Checked by: `respond-lua exercises check 32`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local screen <const> = UIView{name = "screen", frame = {0, 0, 375, 667}}
window:addSubview(screen)
local search <const> = UITextField{name = "search", frame = {10, 50, 355, 40}}
screen:addSubview(search)
local fruits <const> = {"Apple", "Banana", "Cherry", "Damson"}
local selected = {}
local list <const> = {}
function list:numberOfRowsInSection(tv, section) return #fruits end
function list:cellForRowAt(tv, indexPath)
  local cell = tv:dequeueReusableCell("fruit") or UITableViewCell{reuseIdentifier = "fruit"}
  cell.textLabel.text = fruits[indexPath.row + 1]
  return cell
end
function list:didSelectRowAt(tv, indexPath) selected[#selected + 1] = fruits[indexPath.row + 1] end
-- (The list ends above the keyboard, which covers the bottom 216 points while the field is first responder.)
local fruitTable <const> = UITableView{name = "fruits", frame = {0, 100, 375, 300}, dataSource = list, delegate = list}
screen:addSubview(fruitTable)
local dismiss <const> = UITapGestureRecognizer{name = "dismiss", action = function() screen:endEditing(true) end}
screen:addGestureRecognizer(dismiss)
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the recognizer here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "keep the screen, the list and the recognizer where they are")
expect(dismiss.enabled, "the recognizer must stay enabled")
search:becomeFirstResponder()
tap(187, 100 + 44 * 2 + 22)
expect(#selected == 1 and selected[1] == "Cherry", "a tap on Cherry did not select it (didSelectRowAt)")
search:becomeFirstResponder()
tap(187, 425)
expect(not search.isFirstResponder, "a tap beside the list must still hide the keyboard")

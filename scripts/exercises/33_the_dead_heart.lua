-- Exercise: The dead heart
-- Task: Each row of the recipes list has a heart button that should toggle the
--   recipe as a favourite. The cells are set up by `actions.configure(cell, heart)`
--   below, and a tap on a heart does nothing: the touch goes to the row instead.
--   Change `actions.configure` so that a tap on a heart toggles that recipe (and
--   selects no row), while a tap elsewhere on a row still selects it.
-- Hint: a table view cell keeps one subview in front of everything added to the
--   cell itself.
-- Checked by: `respond-lua exercises check 33`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local recipes <const> = {"Soup", "Salad", "Stew", "Tart"}
local favourites = {}
local selected = {}
local actions = {}

-- >>> your code
function actions.configure(cell, heart)
  cell:addSubview(heart)
end
-- <<< your code

local list <const> = {}
function list:numberOfRowsInSection(tv, section) return #recipes end
function list:cellForRowAt(tv, indexPath)
  local cell = UITableViewCell{}
  cell.textLabel.text = recipes[indexPath.row + 1]
  local heart = UIButton{name = "heart", frame = {315, 7, 50, 30}}
  heart:addTarget(nil, function()
    local recipe = recipes[indexPath.row + 1]
    favourites[recipe] = not favourites[recipe]
  end, "touchUpInside")
  actions.configure(cell, heart)
  return cell
end
function list:didSelectRowAt(tv, indexPath) selected[#selected + 1] = recipes[indexPath.row + 1] end
local recipeTable <const> = UITableView{name = "recipes", frame = {0, 0, 375, 667}, dataSource = list, delegate = list}
window:addSubview(recipeTable)

-- Checks
expect(#recipeTable.visibleCells == 4, "the list must show its four recipes")
tap(340, 44 * 2 + 22)
expect(favourites.Stew == true, "a tap on Stew's heart did not make it a favourite")
expect(#selected == 0, "a tap on a heart must not select the row")
tap(340, 44 * 2 + 22)
expect(favourites.Stew == false, "a second tap on Stew's heart did not toggle it back")
tap(100, 44 + 22)
expect(#selected == 1 and selected[1] == "Salad", "a tap on Salad's title must still select the row")

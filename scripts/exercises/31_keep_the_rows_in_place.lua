-- Exercise: Keep the rows in place
-- Task: The settings menu is a vertical stack view of rows. When notifications are
--   switched off, the Notifications row must disappear from sight, but the rows
--   below it must stay exactly where they are (people tap them by position), and a
--   tap where the Notifications row was must reach no row. Write
--   `actions.hideNotifications()`; keep the rows in the stack view.
-- Hint: a stack view lays its rows out again when one is hidden (a hidden row takes
--   no space). Other ways of making a view invisible leave the layout alone, and
--   hit testing skips some of them.
-- Checked by: `respond-lua exercises check 31`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local rows <const> = {}
for i, title in ipairs({"Profile", "Notifications", "Privacy", "Sign out"}) do
  rows[i] = UIButton{name = title, title = title, frame = {0, 0, 0, 50}}
end
local menu <const> = UIStackView{name = "menu", frame = {0, 100, 375, 230}, axis = "vertical", spacing = 10,
                                 arrangedSubviews = rows}
window:addSubview(menu)
local notifications <const> = rows[2]
local actions = {}

-- >>> your code
function actions.hideNotifications()
  -- make the Notifications row disappear here
end
-- <<< your code

-- Checks
local before = {}
for i, row in ipairs(rows) do before[i] = row.frame end
actions.hideNotifications()
expect(notifications.hidden or notifications.alpha < 0.01, "the Notifications row must not be visible any more")
for i = 3, 4 do
  expect(rows[i].frame == before[i], rows[i].name .. " moved: the rows below must stay where they were")
end
local arranged = menu.arrangedSubviews
expect(#arranged == 4 and arranged[2] == notifications, "keep the rows in the stack view")
local hit = hitTest(187, 185)
expect(hit ~= notifications and hit ~= rows[3], "a tap where Notifications was reached " .. tostring(hit))

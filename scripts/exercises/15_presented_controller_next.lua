-- Exercise: After a presented controller
-- Task: `settings` is presented by `home`; its view covers the window. Set `after`
--   to the responder that comes right after `settings` in the responder chain.
-- Hint: a presented controller passes things to the controller that presented it.
-- Forbid: engine
-- Checked by: `respond-lua exercises check 17`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   `Forbid: engine` means your code may name the objects of the set-up and set
--   your variables, but not ask the engine anything (no tap, hitTest, explain,
--   no reading or setting their properties): the answer has to come from you.

local home <const> = UIViewController{name = "home"}
local window <const> = UIWindow{name = "window", rootViewController = home} window:makeKeyAndVisible()
local homeRoot <const> = home.view
homeRoot.name = "homeRoot"
local settings <const> = UIViewController{name = "settings"}
home:present(settings)
local settingsRoot <const> = settings.view
settingsRoot.name = "settingsRoot"
exercise.truth.after = settings.nextResponder   -- the real answer, found before your code runs
local after

-- >>> your code
after = nil   -- window, home, homeRoot or settingsRoot?
-- <<< your code

-- Checks
expect(after ~= nil, "set after to the responder you think comes after settings")
local oneOfThem = false
for _, r in ipairs({window, home, homeRoot, settingsRoot}) do
  if rawequal(after, r) then oneOfThem = true end
end
expect(oneOfThem, "after must be one of window, home, homeRoot or settingsRoot (the objects themselves)")
expect(rawequal(after, exercise.truth.after), exercise.label(after) .. " is not what comes right after the presented controller")

-- Exercise: After a presented controller
-- Task: `settings` is presented by `home`. Its view covers the window. Set
--   `after` to what comes after `settings` in the responder chain.
-- Hint: a presented controller passes things to the controller that presented it.

local home = UIViewController{name = "home"}
local window = UIWindow{rootViewController = home} window:makeKeyAndVisible()
local settings = UIViewController{name = "settings"}
home:present(settings)
local after

-- >>> your code
after = nil   -- window, home, home.view?
-- <<< your code

-- Checks: do not change what follows.
expect(after ~= nil, "set after")
expect(after == settings.nextResponder, tostring(after) .. " is not what follows the presented controller")

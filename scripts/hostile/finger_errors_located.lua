-- A finger's methods (moveTo, hold, up, cancel) and the other engine functions
-- report a bad call at the script's line, not inside the prelude that
-- implements them ("prelude:237: bad argument..."), also when called straight
-- from pcall. Found by the fuzz harness (issue 8).
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local f = touchDown(50, 50)
print(pcall(function() f:hold(-1) end))
print(pcall(function() f:moveTo(nil) end))
print(pcall(function() f:moveTo(0 / 0, 5) end))
f:up()
print(pcall(function() f:moveTo(60, 60) end))
print(pcall(function() f:up() end))
print(pcall(function() f:cancel() end))
print(pcall(tap, "here"))
print(pcall(wait, -1))

-- Mistake: (gaming the check) loads the debug library to find the real globals.
-- Expect: your code used require
local debug = require("debug")
answer = debug.getregistry()[2].hitTest(120, 120)

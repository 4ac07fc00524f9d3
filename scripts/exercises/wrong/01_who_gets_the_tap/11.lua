-- Mistake: (gaming the check) hides the forbidden call in pcall and guesses when it fails.
-- Expect: your code asked the engine for hitTest
local ok, hit = pcall(function() return hitTest(120, 120) end)
answer = ok and hit or badge

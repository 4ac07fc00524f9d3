-- Mistake: (gaming the check) rawget on the globals finds nothing, so it guesses photo.
-- Expect: photo is not the view that gets the tap
local hitTest = rawget(_G, "hitTest")
answer = hitTest and hitTest(120, 120) or photo

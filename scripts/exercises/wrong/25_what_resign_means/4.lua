-- Mistake: (gaming the check) does it and reads the result.
-- Expect: your code asked the engine for resignFirstResponder
PB:resignFirstResponder()
firstAfter = window.firstResponder
keyboardAfter = sim.keyboardVisible

-- Mistake: (gaming the check) makes PA refuse, so that the answer "nil" comes true.
-- Expect: your code asked the engine for canBecomeFirstResponder
PA.canBecomeFirstResponder = false
firstAfter = nil
keyboardAfter = false

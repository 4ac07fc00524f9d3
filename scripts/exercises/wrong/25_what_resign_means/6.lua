-- Mistake: a name instead of the view.
-- Expect: firstAfter must be PA, PB, vc or nil
firstAfter = "PA"
keyboardAfter = true

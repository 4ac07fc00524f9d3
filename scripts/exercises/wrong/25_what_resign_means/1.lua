-- Mistake: thinks resigning leaves nobody first responder and hides the keyboard.
-- Expect: firstAfter is not who is first responder
-- Not: PA
firstAfter = nil
keyboardAfter = false

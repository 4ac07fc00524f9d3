-- Mistake: thinks the controller takes over.
-- Expect: firstAfter is not who is first responder
-- Not: PA
firstAfter = vc
keyboardAfter = false

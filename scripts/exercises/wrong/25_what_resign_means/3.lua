-- Mistake: right about PA, wrong about the keyboard.
-- Expect: keyboardAfter is not right
-- Not: true
firstAfter = PA
keyboardAfter = false

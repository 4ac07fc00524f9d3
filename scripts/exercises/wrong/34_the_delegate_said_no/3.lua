-- Mistake: disables the field instead of letting the delegate refuse.
-- Expect: a field was disabled (enabled = false)
account.enabled = false

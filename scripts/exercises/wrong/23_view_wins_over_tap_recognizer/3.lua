-- Mistake: disables the card's recognizer altogether.
-- Expect: the card's recognizer must stay enabled
open.enabled = false

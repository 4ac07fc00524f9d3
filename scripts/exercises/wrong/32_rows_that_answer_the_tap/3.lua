-- Mistake: a recognizer that is switched off hides no keyboard.
-- Expect: the recognizer must stay enabled
dismiss.enabled = false

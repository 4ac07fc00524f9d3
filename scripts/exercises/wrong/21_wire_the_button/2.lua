-- Mistake: touch-up outside is the event for lifting the finger away from the button.
-- Expect: a tap called save 0 times
button:addTarget(vc, "save", "touchUpOutside")

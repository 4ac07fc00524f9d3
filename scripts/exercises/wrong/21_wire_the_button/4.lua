-- Mistake: (gaming the check) calls save once itself instead of wiring the button.
-- Expect: a tap called save 0 times
vc:save(button, nil)

-- Mistake: a different curve changes the speed, not who takes touches.
-- Expect: a tap on the button's place at 0.5 s did not buy
options.curve = "easeOut"

-- Mistake: the button takes touches already; the animation is what refuses them.
-- Expect: a tap on the button's place at 0.5 s did not buy
buy.userInteractionEnabled = true
options.curve = "linear"

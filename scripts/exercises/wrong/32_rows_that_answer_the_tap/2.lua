-- Mistake: holding the view's touches back does not stop the recognizer from cancelling them.
-- Expect: a tap on Cherry did not select it
dismiss.delaysTouchesBegan = true

-- Mistake: holds the touches back from the view until the pan fails, which it does not.
-- Expect: the view got 0 of the 10 moves
pan.delaysTouchesBegan = true

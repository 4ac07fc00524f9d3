-- Mistake: delays the touches, thinking the single tap then waits; it still recognizes at the first tap's end.
-- Expect: because nothing makes it wait for the double tap to fail
double.delaysTouchesBegan = true
single.delaysTouchesEnded = true

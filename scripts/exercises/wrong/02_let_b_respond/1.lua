-- Mistake: brings B to the front: that moves the views instead of changing A.
-- Expect: your code used bringSubviewToFront
window:bringSubviewToFront(B)

-- Mistake: changes when the end is delivered, not whether recognition cancels the touches.
-- Expect: the view's touches were cancelled
pan.delaysTouchesEnded = false

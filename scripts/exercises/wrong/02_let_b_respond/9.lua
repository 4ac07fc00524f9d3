-- Mistake: takes A out and puts it back, behind B.
-- Expect: your code used removeFromSuperview
A:removeFromSuperview()
window:insertSubview(A, 1)

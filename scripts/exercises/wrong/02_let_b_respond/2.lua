-- Mistake: reorders the subviews so that A is behind B.
-- Expect: your code used insertSubview
window:insertSubview(A, 1)

-- Mistake: changes the wrong view: B stops taking touches, A still covers it.
-- Expect: B's userInteractionEnabled changed from true to false
B.userInteractionEnabled = false

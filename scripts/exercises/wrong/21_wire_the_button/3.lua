-- Mistake: the method name is misspelled, so nothing is called.
-- Expect: a tap called save 0 times
button:addTarget(vc, "Save", "touchUpInside")

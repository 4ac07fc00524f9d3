-- Mistake: the set-up's record of selected rows is filled in by hand (issue 31).
-- Expect: a tap on Cherry did not select it
selected = {"Cherry"}

-- Mistake: thinks the controller's own view comes after it (it comes before).
-- Expect: childRoot is not what comes right after
-- Not: holder
after = childRoot

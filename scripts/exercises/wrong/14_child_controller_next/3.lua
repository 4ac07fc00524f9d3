-- Mistake: thinks it goes to the parent controller's view.
-- Expect: parentRoot is not what comes right after
-- Not: holder
after = parentRoot

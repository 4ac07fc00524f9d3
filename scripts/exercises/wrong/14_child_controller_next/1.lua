-- Mistake: thinks a child controller passes things to its parent controller.
-- Expect: parent is not what comes right after
-- Not: holder
after = parent

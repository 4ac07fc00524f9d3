-- Mistake: thinks a controller whose view covers the window passes things to the window.
-- Expect: window is not what comes right after
-- Not: home
after = window

-- Mistake: makes the view itself bigger.
-- Expect: close's frame changed
close.frame = {285, 25, 50, 50}

-- Mistake: changes the list instead: the overlay still takes every tap.
-- Expect: list's userInteractionEnabled changed
list.userInteractionEnabled = false

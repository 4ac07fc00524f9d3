-- Mistake: (gaming the check) finds the field by tapping where it is.
-- Expect: your code used tap
tap(100, 120):resignFirstResponder()

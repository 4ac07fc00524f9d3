-- Mistake: (gaming the check) a string instead of the view.
-- Expect: answer is a string
answer = "badge"

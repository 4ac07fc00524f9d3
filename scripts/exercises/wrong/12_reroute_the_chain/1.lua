-- Mistake: changes the window's next responder: the toast's touch still goes to the window first.
-- Expect: window's nextResponder was changed
window.nextResponder = vc

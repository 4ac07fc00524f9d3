-- Mistake: makes another view first responder to push the field out.
-- Expect: is first responder now
vc.view.canBecomeFirstResponder = true
vc.view:becomeFirstResponder()

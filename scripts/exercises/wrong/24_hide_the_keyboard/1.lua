-- Mistake: asks the controller's view to resign, but it is not the first responder.
-- Expect: the keyboard is still up
vc.view:resignFirstResponder()

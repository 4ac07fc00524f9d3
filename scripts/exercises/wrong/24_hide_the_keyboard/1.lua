-- Mistake: asks the controller's view to resign, but it is not the first responder.
-- Expect: the keyboard is still up: the text field is still first responder, and nothing asked it to resign
vc.view:resignFirstResponder()

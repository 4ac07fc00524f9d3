-- Mistake: asks the controller to resign: it is not the first responder, the field is.
-- Expect: the keyboard is still up: the text field is still first responder, and nothing asked it to resign
vc:resignFirstResponder()

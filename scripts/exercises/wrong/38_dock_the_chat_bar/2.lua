-- Mistake: says the controller can become first responder, and never makes it so.
-- Expect: nothing is first responder, and UIKit shows only the first responder's inputAccessoryView
chat.inputAccessoryView = bar
chat.canBecomeFirstResponder = true

-- Mistake: asks the controller to become first responder, but it cannot: canBecomeFirstResponder is false.
-- Expect: with no keyboard up, the bar's bottom is not at y 667: the controller is not first responder
-- Expect: a view controller cannot become first responder while its canBecomeFirstResponder is false
chat.inputAccessoryView = bar
chat:becomeFirstResponder()

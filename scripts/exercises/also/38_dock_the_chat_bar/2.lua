-- The controller's view is the responder that owns the bar.
chat.view.canBecomeFirstResponder = true
chat.view.inputAccessoryView = bar
chat.view:becomeFirstResponder()

chat.inputAccessoryView = bar
chat.canBecomeFirstResponder = true
chat:becomeFirstResponder()

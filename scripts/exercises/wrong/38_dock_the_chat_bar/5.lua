-- Mistake: makes the bar the controller's inputView, the view that replaces the keyboard, not the bar above it.
-- Expect: no keyboard may be up before the user taps the field: the bar is chat's inputView, which takes the keyboard's place
chat.inputView = bar
chat.canBecomeFirstResponder = true
chat:becomeFirstResponder()

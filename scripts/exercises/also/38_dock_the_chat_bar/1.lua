-- The overrides a UIViewController subclass writes in Swift, as getters.
function chat:inputAccessoryView() return bar end
function chat:canBecomeFirstResponder() return true end
chat:becomeFirstResponder()

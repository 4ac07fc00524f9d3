-- Mistake: overrides becomeFirstResponder so the account never takes it; its delegate is never asked.
-- Expect: the account did not begin editing, but not because its delegate refused: the account's delegate is nil
function account:becomeFirstResponder() return false end

-- Mistake: turns off the account's interaction: a tap no longer reaches it, but the field has not refused anything.
-- Expect: account's userInteractionEnabled changed from true to false
account.userInteractionEnabled = false

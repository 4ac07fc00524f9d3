-- Mistake: a pad that cannot scroll hands touches over at once, but no longer scrolls.
-- Expect: the pad must still scroll
pad.scrollEnabled = false

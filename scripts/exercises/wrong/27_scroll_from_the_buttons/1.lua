-- Mistake: delivering content touches at once does not let drags take them back.
-- Expect: keep the menu's settings
menu.delaysContentTouches = false

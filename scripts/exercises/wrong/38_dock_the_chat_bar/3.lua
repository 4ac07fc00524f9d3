-- Mistake: pins the bar to the bottom of the controller's view: the keyboard covers it while typing.
-- Expect: while typing, the bar's bottom is not at y 451: the bar is in the app's window, where it stays put
bar.frame = {0, 617, 375, 50}
chat.view:addSubview(bar)

-- Mistake: takes the recognizer off the view: the view keeps its touches, but nothing pans.
-- Expect: the gesture recognizers of sketch changed
sketch:removeGestureRecognizer(pan)

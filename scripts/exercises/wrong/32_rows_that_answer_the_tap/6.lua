-- Mistake: the right delegate method declared without self: `touch` is the recognizer, never in the list.
-- Expect: its delegate's shouldReceiveTouch is declared without self
dismiss.delegate = {shouldReceiveTouch = function(g, touch) return not touch.view:isDescendantOfView(fruitTable) end}

-- A delegate on the card's recognizer that refuses touches in the star.
open.delegate = {shouldReceiveTouch = function(self, g, touch) return not touch.view:isDescendantOfView(star) end}

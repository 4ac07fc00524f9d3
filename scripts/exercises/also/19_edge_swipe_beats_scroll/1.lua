-- The edge swipe's delegate says the gallery's pan must wait for it to fail.
back.delegate = {shouldBeRequiredToFailBy = function(self, g, other) return other == gallery.panGestureRecognizer end}

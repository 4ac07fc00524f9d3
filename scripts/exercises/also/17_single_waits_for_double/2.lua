-- The double tap's delegate says the single tap must wait for it (Objective-C's name, an alias).
double.delegate = {shouldBeRequiredToFailByGestureRecognizer = function(self, g, other) return other == single end}

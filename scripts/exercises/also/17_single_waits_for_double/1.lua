-- The single tap's delegate says it must wait for the double tap to fail.
single.delegate = {shouldRequireFailureOf = function(self, g, other) return other == double end}

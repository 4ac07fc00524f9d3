-- Mistake: the delegate method written without self: `other` is the pinch itself, never the rotation.
-- Expect: declares shouldRecognizeSimultaneouslyWith without self
pinchG.delegate = {shouldRecognizeSimultaneouslyWith = function(g, other) return other == rotateG end}

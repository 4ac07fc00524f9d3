-- Mistake: the delegate answers false, which is the default anyway.
-- Expect: only the pinch recognized the twist
pinchG.delegate = {shouldRecognizeSimultaneouslyWith = function(self, g, other) return false end}

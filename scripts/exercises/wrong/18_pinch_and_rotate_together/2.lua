-- Mistake: a delegate method with the wrong name is never asked.
-- Expect: only the pinch recognized the twist
pinchG.delegate = {shouldRecognizeSimultaneously = function(self, g, other) return true end}

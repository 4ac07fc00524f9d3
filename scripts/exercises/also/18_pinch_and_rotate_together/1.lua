-- The delegate on the other recognizer.
rotateG.delegate = {shouldRecognizeSimultaneouslyWith = function(self, g, other) return other == pinchG end}

pinchG.delegate = {shouldRecognizeSimultaneouslyWith = function(self, g, other) return true end}

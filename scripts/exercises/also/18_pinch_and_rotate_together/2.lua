-- One delegate for both, under Objective-C's name (an alias, SPEC 12.1 rule 3).
local both = {shouldRecognizeSimultaneouslyWithGestureRecognizer = function(self, g, other) return true end}
pinchG.delegate = both
rotateG.delegate = both

-- Mistake: the condition is the wrong way round: it lets the card's recognizer begin and stops its own.
-- Expect: cancelled the star's touch
function star:gestureRecognizerShouldBegin(g) return g.view ~= self end

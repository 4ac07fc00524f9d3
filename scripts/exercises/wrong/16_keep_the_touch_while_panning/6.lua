-- Mistake: lets the pan recognize together with others, as if the view's touch were a recognizer it competes with.
-- Expect: a recognizer cancels the touches of the view it is on when it recognizes, as long as its cancelsTouchesInView is true
pan.delegate = {shouldRecognizeSimultaneouslyWith = function(self, g, other) return true end}

-- Mistake: lets both recognize together: it goes back and scrolls.
-- Expect: the gallery scrolled during the edge swipe
back.delegate = {shouldRecognizeSimultaneouslyWith = function(self, g, other) return true end}

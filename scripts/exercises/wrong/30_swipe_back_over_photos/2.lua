-- Mistake: lets both recognize together: it goes back and scrolls.
-- Expect: the gallery scrolled during the edge swipe
nav.interactivePopGestureRecognizer.delegate = {shouldRecognizeSimultaneouslyWith = function() return true end}

-- Mistake: stops the recognizer cancelling the star's touch, but the card still opens.
-- Expect: opened the card
open.cancelsTouchesInView = false

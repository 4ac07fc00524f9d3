-- Mistake: turns the overlay's interaction off, which turns off its button too.
-- Expect: the overlay's userInteractionEnabled is false: hit testing then skips the overlay and everything in it, the button too
overlay.userInteractionEnabled = false

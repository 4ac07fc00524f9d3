-- Mistake: turns the overlay's interaction off, which turns off its button too.
-- Expect: overlay's userInteractionEnabled changed from true to false
overlay.userInteractionEnabled = false

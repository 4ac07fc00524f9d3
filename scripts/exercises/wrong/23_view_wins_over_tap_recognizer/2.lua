-- Mistake: turns the star's interaction off, so the tap goes to the card.
-- Expect: star's userInteractionEnabled changed
star.userInteractionEnabled = false

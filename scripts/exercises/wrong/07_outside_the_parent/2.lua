-- Mistake: thinks clipping is the problem; the card's pointInside still says no.
-- Expect: (the part of the badge above and right of the card) goes to window, not to badge
card.clipsToBounds = false

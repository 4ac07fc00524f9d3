-- Mistake: turns the card's interaction off: its touches now go to the view behind, and on to the controller.
-- Expect: card's userInteractionEnabled changed
card.userInteractionEnabled = false

-- Mistake: hides the card instead of changing the order.
-- Expect: both views must stay visible
card.hidden = true

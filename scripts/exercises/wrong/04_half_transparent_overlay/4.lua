-- Mistake: hides the overlay.
-- Expect: overlay's hidden changed from false to true
overlay.hidden = true

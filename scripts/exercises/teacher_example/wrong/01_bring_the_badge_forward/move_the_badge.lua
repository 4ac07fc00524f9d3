-- Mistake: moves the badge out from under the card.
-- Expect: the badge and the card must stay where they are
badge.frame = {0, 0, 60, 60}

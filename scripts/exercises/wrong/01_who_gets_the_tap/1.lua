-- Mistake: the frontmost view wins, without checking that the point is inside it.
-- Expect: card is not the view that gets the tap
-- Not: badge
answer = card

-- Mistake: the frontmost view wins, without checking that the point is inside it.
-- Expect: card is not the view that gets the tap
-- Expect: (a subview's frame is in its superview's coordinates)
-- Not: badge
answer = card

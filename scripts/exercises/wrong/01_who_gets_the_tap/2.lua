-- Mistake: stops at photo and forgets that its subviews are tried first.
-- Expect: photo is not the view that gets the tap
-- Expect: (a subview's frame is in its superview's coordinates)
-- Not: badge
answer = photo

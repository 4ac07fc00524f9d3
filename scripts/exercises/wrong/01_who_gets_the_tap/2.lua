-- Mistake: stops at photo and forgets that its subviews are tried first.
-- Expect: photo is not the view that gets the tap
-- Not: badge
answer = photo

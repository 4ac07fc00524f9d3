-- Mistake: grows the card's area all round, so the card takes taps next to it too.
-- Expect: (above the card, left of the badge) goes to card, not to window
function card:pointInside(point, event)
  return CGRectContainsPoint(CGRectInset(self.bounds, -20, -20), point)
end

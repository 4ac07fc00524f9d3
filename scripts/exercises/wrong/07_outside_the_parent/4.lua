-- Mistake: asks the badge with the card's coordinates, without converting.
-- Expect: (the part of the badge above and right of the card) goes to window, not to badge
function card:pointInside(point, event)
  return UIView.pointInside(self, point, event) or badge:pointInside(point, event)
end

-- Mistake: the card's hitTest asks the badge first but skips UIKit's checks on the card itself: a hidden card still answers.
-- Expect: with the card (and so the badge) hidden, a tap on the part that sticks out still went to the badge
function card:hitTest(point, event)
  local hit = badge:hitTest(self:convertPointToView(point, badge), event)
  if hit then return hit end
  return UIView.hitTest(self, point, event)
end

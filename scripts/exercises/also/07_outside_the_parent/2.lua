-- The card's pointInside says yes wherever one of its subviews would take the point.
function card:pointInside(point, event)
  for _, sub in ipairs(self.subviews) do
    if sub:hitTest(self:convertPointToView(point, sub), event) then return true end
  end
  return UIView.pointInside(self, point, event)
end

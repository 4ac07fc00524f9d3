function card:pointInside(point, event)
  if UIView.pointInside(self, point, event) then return true end
  return badge:pointInside(self:convertPointToView(point, badge), event)
end

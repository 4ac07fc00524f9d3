-- pointInside says yes only where the button is.
function overlay:pointInside(point, event)
  return locate:pointInside(self:convertPointToView(point, locate), event)
end

-- Only for buttons; anything else keeps UIKit's default.
function menu:touchesShouldCancel(view)
  if view:isKindOfClass(UIButton) then return true end
  return UIScrollView.touchesShouldCancel(self, view)
end

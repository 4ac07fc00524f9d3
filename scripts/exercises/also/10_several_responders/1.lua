-- Super through UIView, which inherits UIResponder's touchesBegan.
function icon:touchesBegan(touches, event)
  handled[#handled + 1] = "icon"
  UIView.touchesBegan(self, touches, event)
end

function icon:touchesBegan(touches, event)
  handled[#handled + 1] = "icon"
  UIResponder.touchesBegan(self, touches, event)
end

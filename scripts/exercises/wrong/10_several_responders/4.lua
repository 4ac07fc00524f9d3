-- Mistake: passes the touch on before noting the icon, so the card goes first.
-- Expect: the card handled the tap before the icon
function icon:touchesBegan(touches, event)
  UIResponder.touchesBegan(self, touches, event)
  handled[#handled + 1] = "icon"
end

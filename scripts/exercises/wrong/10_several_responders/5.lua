-- Mistake: passes the touch on twice.
-- Expect: the card saw the tap 2 times
function icon:touchesBegan(touches, event)
  handled[#handled + 1] = "icon"
  UIResponder.touchesBegan(self, touches, event)
  UIResponder.touchesBegan(self, touches, event)
end

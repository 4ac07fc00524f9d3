-- Mistake: calls the next responder's touchesBegan directly: the touch does not travel the chain.
-- Expect: it was called directly
function icon:touchesBegan(touches, event)
  handled[#handled + 1] = "icon"
  self.nextResponder:touchesBegan(touches, event)
end

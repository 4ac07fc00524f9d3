-- Mistake: overrides the phases but still calls the built-in, which passes the touch on.
-- Expect: still reached the controller (through touchesBegan)
function card:touchesBegan(touches, event) UIResponder.touchesBegan(self, touches, event) end
function card:touchesMoved(touches, event) UIResponder.touchesMoved(self, touches, event) end
function card:touchesEnded(touches, event) UIResponder.touchesEnded(self, touches, event) end

-- "ended" is the same state as "recognized" for a discrete recognizer (UIKit gives them one value);
-- positions in the pad's coordinates, each stroke started afresh in touchesBegan, no reset.
function ScratchGesture:touchesBegan(touches, event)
  local x = touches:anyObject():locationInView(self.view).x
  self.startX, self.leftmost = x, x
end
function ScratchGesture:touchesMoved(touches, event)
  if self.state ~= "possible" then return end
  local x = touches:anyObject():locationInView(self.view).x
  self.leftmost = math.min(self.leftmost, x)
  if self.startX - self.leftmost >= 30 and x - self.leftmost >= 30 then self.state = "ended" end
end
function ScratchGesture:touchesEnded(touches, event)
  if self.state == "possible" then self.state = "failed" end
end
function ScratchGesture:touchesCancelled(touches, event) self.state = "cancelled" end

-- Mistake: sets its start and leftmost point once and never again, so the next stroke is measured against the last.
-- Expect: did the recognizer keep what it measured in the stroke before?
function ScratchGesture:touchesBegan(touches, event)
  local x = touches:anyObject():locationInView(nil).x
  self.startX = self.startX or x
  self.leftmost = self.leftmost or x
end
function ScratchGesture:touchesMoved(touches, event)
  if self.state ~= "possible" then return end
  local x = touches:anyObject():locationInView(nil).x
  self.leftmost = math.min(self.leftmost, x)
  if self.startX - self.leftmost >= 30 and x - self.leftmost >= 30 then self.state = "recognized" end
end
function ScratchGesture:touchesEnded(touches, event)
  if self.state == "possible" then self.state = "failed" end
end

-- Mistake: measures the way back from the start instead of from the leftmost point.
-- Expect: a left-then-right scratch (40 pt each way) was recognized 0 times
function ScratchGesture:touchesBegan(touches, event)
  local x = touches:anyObject():locationInView(nil).x
  self.startX, self.leftmost = x, x
end
function ScratchGesture:touchesMoved(touches, event)
  if self.state ~= "possible" then return end
  local x = touches:anyObject():locationInView(nil).x
  self.leftmost = math.min(self.leftmost, x)
  if self.startX - self.leftmost >= 30 and x - self.startX >= 30 then self.state = "recognized" end
end
function ScratchGesture:touchesEnded(touches, event)
  if self.state == "possible" then self.state = "failed" end
end

-- Mistake: never fails: it stays possible when the finger lifts.
-- Expect: when the finger lifts before a scratch, the recognizer must fail
function ScratchGesture:touchesBegan(touches, event)
  local x = touches:anyObject():locationInView(nil).x
  self.startX, self.leftmost = x, x
end
function ScratchGesture:touchesMoved(touches, event)
  if self.state ~= "possible" then return end
  local x = touches:anyObject():locationInView(nil).x
  self.leftmost = math.min(self.leftmost, x)
  if self.startX - self.leftmost >= 30 and x - self.leftmost >= 30 then self.state = "recognized" end
end

-- Mistake: recognizes as soon as the finger has gone 30 pt left, without the way back.
-- Expect: going left only must not count as a scratch
function ScratchGesture:touchesBegan(touches, event)
  self.startX = touches:anyObject():locationInView(nil).x
end
function ScratchGesture:touchesMoved(touches, event)
  if self.state ~= "possible" then return end
  if self.startX - touches:anyObject():locationInView(nil).x >= 30 then self.state = "recognized" end
end
function ScratchGesture:touchesEnded(touches, event)
  if self.state == "possible" then self.state = "failed" end
end

-- Mistake: only looks at the way right, so any drag to the right counts.
-- Expect: a plain drag to the right must not count as a scratch
function ScratchGesture:touchesBegan(touches, event)
  self.leftmost = touches:anyObject():locationInView(nil).x
end
function ScratchGesture:touchesMoved(touches, event)
  if self.state ~= "possible" then return end
  local x = touches:anyObject():locationInView(nil).x
  self.leftmost = math.min(self.leftmost, x)
  if x - self.leftmost >= 30 then self.state = "recognized" end
end
function ScratchGesture:touchesEnded(touches, event)
  if self.state == "possible" then self.state = "failed" end
end

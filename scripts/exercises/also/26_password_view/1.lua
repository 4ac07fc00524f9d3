-- canBecomeFirstResponder as a value, first responder at the touch's end (a tap), hasText from the string.
PasswordView.canBecomeFirstResponder = true
function PasswordView:touchesEnded(touches, event) self:becomeFirstResponder() end
function PasswordView:hasText() return self.digits ~= "" end
function PasswordView:insertText(text)
  if text == "\n" then self:resignFirstResponder() return end
  if #self.digits < 6 then self.digits = self.digits .. text end
end
function PasswordView:deleteBackward()
  if #self.digits > 0 then self.digits = self.digits:sub(1, #self.digits - 1) end
end

-- Mistake: asks to become first responder without saying it can.
-- Expect: tapping the view did not make it first responder
function PasswordView:touchesBegan(touches, event) self:becomeFirstResponder() end
function PasswordView:hasText() return #self.digits > 0 end
function PasswordView:insertText(text)
  if text == "\n" then self:resignFirstResponder() return end
  if #self.digits < 6 then self.digits = self.digits .. text end
end
function PasswordView:deleteBackward() self.digits = self.digits:sub(1, -2) end

function PasswordView:canBecomeFirstResponder() return true end
function PasswordView:touchesBegan(touches, event)
  if not self.isFirstResponder then self:becomeFirstResponder() end
end
function PasswordView:hasText() return #self.digits > 0 end
function PasswordView:insertText(text)
  if text == "\n" then self:resignFirstResponder() return end
  if #self.digits < 6 then self.digits = self.digits .. text end
end
function PasswordView:deleteBackward() self.digits = self.digits:sub(1, -2) end

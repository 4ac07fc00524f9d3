-- Mistake: no limit of six digits.
-- Expect: after typing 1234567 the view holds "1234567"
function PasswordView:canBecomeFirstResponder() return true end
function PasswordView:touchesBegan(touches, event) self:becomeFirstResponder() end
function PasswordView:hasText() return #self.digits > 0 end
function PasswordView:insertText(text)
  if text == "\n" then self:resignFirstResponder() return end
  self.digits = self.digits .. text
end
function PasswordView:deleteBackward() self.digits = self.digits:sub(1, -2) end

-- Mistake: return is stored like a digit and the keyboard stays up.
-- Expect: return must put the keyboard away
function PasswordView:canBecomeFirstResponder() return true end
function PasswordView:touchesBegan(touches, event) self:becomeFirstResponder() end
function PasswordView:hasText() return #self.digits > 0 end
function PasswordView:insertText(text)
  if #self.digits < 6 then self.digits = self.digits .. text end
end
function PasswordView:deleteBackward() self.digits = self.digits:sub(1, -2) end

-- Mistake: hasText always true.
-- Expect: hasText must be false when there are no digits
function PasswordView:canBecomeFirstResponder() return true end
function PasswordView:touchesBegan(touches, event) self:becomeFirstResponder() end
function PasswordView:hasText() return true end
function PasswordView:insertText(text)
  if text == "\n" then self:resignFirstResponder() return end
  if #self.digits < 6 then self.digits = self.digits .. text end
end
function PasswordView:deleteBackward() self.digits = self.digits:sub(1, -2) end

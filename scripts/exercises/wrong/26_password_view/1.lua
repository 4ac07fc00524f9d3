-- Mistake: forgets hasText, so the view does not adopt UIKeyInput and no keyboard shows.
-- Expect: the keyboard is not showing
function PasswordView:canBecomeFirstResponder() return true end
function PasswordView:touchesBegan(touches, event) self:becomeFirstResponder() end
function PasswordView:insertText(text)
  if text == "\n" then self:resignFirstResponder() return end
  if #self.digits < 6 then self.digits = self.digits .. text end
end
function PasswordView:deleteBackward() self.digits = self.digits:sub(1, -2) end

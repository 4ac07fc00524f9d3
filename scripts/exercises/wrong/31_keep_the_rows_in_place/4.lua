-- Mistake: the rows the checks look at are swapped for views outside the stack (issue 31).
-- Expect: Privacy moved
rows[3] = UIView{name = "Privacy"}
rows[4] = UIView{name = "Sign out"}
function actions.hideNotifications()
  notifications.hidden = true
end

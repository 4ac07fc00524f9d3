-- Mistake: no longer arranged: the rows below close up, and the row stays drawn.
-- Expect: the Notifications row must not be visible any more
function actions.hideNotifications()
  menu:removeArrangedSubview(notifications)
end

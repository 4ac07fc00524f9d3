-- Mistake: touches pass through, but the row is still drawn.
-- Expect: the Notifications row must not be visible any more
function actions.hideNotifications()
  notifications.userInteractionEnabled = false
end

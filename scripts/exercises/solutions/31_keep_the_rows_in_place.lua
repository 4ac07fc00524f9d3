function actions.hideNotifications()
  notifications.alpha = 0
end

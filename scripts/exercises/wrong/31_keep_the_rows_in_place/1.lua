-- Mistake: hidden arranged views take no space: Privacy moves up under the finger.
-- Expect: Privacy moved
function actions.hideNotifications()
  notifications.hidden = true
end

-- Mistake: "enabled" is a control's property; an image view is not a control.
-- Expect: (the middle of the photo) goes to window, not to photo
photo.enabled = true

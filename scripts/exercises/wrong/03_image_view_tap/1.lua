-- Mistake: enables the window, which takes touches already; the photo still does not.
-- Expect: (the middle of the photo) goes to window, not to photo
window.userInteractionEnabled = true

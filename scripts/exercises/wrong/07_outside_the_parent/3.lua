-- Mistake: moves the badge out of the card into the window.
-- Expect: badge is no longer where it was
window:addSubview(badge)

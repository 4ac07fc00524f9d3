window:bringSubviewToFront(badge)

overlay.userInteractionEnabled = false

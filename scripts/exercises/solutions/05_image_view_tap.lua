photo.userInteractionEnabled = true

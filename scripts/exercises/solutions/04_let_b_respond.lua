A.userInteractionEnabled = false

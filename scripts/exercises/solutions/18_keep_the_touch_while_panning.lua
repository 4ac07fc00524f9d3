pan.cancelsTouchesInView = false

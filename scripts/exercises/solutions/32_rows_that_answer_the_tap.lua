dismiss.cancelsTouchesInView = false

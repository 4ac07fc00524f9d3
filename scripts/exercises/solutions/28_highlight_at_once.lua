pad.delaysContentTouches = false

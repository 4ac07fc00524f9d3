firstAfter = PA
keyboardAfter = true

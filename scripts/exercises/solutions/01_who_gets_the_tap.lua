answer = badge

after = home

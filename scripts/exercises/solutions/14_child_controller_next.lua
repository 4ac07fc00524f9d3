after = holder

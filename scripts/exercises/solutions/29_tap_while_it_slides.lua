options.allowUserInteraction = true

button:addTarget(vc, "save", "touchUpInside")

-- A nil target: the action travels the responder chain from the button and finds the controller.
button:addTarget(nil, "save", "touchUpInside")

-- The primary action of a button is its touch-up inside.
button:addTarget(vc, "save", "primaryActionTriggered")

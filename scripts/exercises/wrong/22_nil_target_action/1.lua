-- Mistake: implements it on the button: found only while nothing is first responder.
-- Expect: with the comment field first responder, nobody handled share
function button:share(sender, event) end

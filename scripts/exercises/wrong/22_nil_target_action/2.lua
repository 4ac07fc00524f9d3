-- Mistake: implements it on the field: found only while the field is first responder.
-- Expect: with no first responder, nobody handled share
function comment:share(sender, event) end

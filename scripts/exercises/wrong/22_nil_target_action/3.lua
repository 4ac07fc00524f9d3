-- Mistake: writes it twice, on the button and on the field.
-- Expect: share was handled by Share when nothing was first responder, and by comment
function button:share(sender, event) end
function comment:share(sender, event) end

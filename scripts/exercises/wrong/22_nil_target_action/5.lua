-- Mistake: implements it on every responder at once, so whoever is asked first takes it.
-- Expect: share was handled by Share when nothing was first responder
function UIResponder:share(sender, event) end

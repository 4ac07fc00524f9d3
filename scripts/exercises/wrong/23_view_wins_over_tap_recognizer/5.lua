-- Mistake: toggles the favourite on the cancel too, hiding the symptom.
-- Expect: star's touchesCancelled was changed
function star:touchesCancelled(touches, event) self.favourite = not self.favourite end

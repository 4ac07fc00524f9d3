-- Mistake: ignores the cancel in the view instead of preventing it.
-- Expect: sketch's touchesCancelled was changed
function sketch:touchesCancelled(touches, event) end

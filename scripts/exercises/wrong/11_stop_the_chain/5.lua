-- Mistake: forgets touchesCancelled.
-- Expect: still reached the controller (through touchesCancelled)
function card:touchesBegan(touches, event) end
function card:touchesMoved(touches, event) end
function card:touchesEnded(touches, event) end

function card:touchesBegan(touches, event) end
function card:touchesMoved(touches, event) end
function card:touchesEnded(touches, event) end
function card:touchesCancelled(touches, event) end

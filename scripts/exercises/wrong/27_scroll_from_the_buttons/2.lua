-- Mistake: the other question: touchesShouldBegin decides whether the button gets the touch at all.
-- Expect: a tap on item2 must still send its touchUpInside
function menu:touchesShouldBegin(touches, event, view) return false end

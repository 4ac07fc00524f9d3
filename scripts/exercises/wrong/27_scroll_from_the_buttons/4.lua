-- Mistake: the answer is right, but says it for the wrong question (no view is asked to cancel).
-- Expect: resting on a button and then dragging up must scroll the menu
function menu:touchesShouldBegin(touches, event, view) return true end

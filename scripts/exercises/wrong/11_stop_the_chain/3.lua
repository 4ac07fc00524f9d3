-- Mistake: silences the controller instead, so touches elsewhere still go up the chain but it ignores them.
-- Expect: still reached the controller (through touchesBegan)
function vc:touchesBegan(touches, event) end
function vc:touchesEnded(touches, event) end

-- Mistake: stops touchesBegan only; the other phases still go up the chain.
-- Expect: still reached the controller (through touchesEnded)
function card:touchesBegan(touches, event) end

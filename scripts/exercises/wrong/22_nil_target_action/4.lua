-- Mistake: gives the button an explicit target instead of letting the chain find one.
-- Expect: the button must keep sending share to a nil target
button:removeTarget(nil, "share", "touchUpInside")
button:addTarget(vc, "share", "touchUpInside")
function vc:share(sender, event) end

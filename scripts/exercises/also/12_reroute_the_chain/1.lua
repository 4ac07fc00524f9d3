-- A getter function works too.
function toast:nextResponder() return vc end

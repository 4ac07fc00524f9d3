-- Mistake: calls the controller directly from the toast instead of changing the chain.
-- Expect: toast's touchesBegan was changed
function toast:touchesBegan(touches, event) vc:touchesBegan(touches, event) end

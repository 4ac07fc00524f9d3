-- Mistake: (gaming the check) asks the engine for the chain.
-- Expect: your code used responderChain
function parentController(view)
  for _, r in ipairs(responderChain(view)) do
    if r:isKindOfClass(UIViewController) then return r end
  end
end

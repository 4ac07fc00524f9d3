-- Mistake: does not stop at the end of the chain.
-- Expect: attempt to index a nil value
function parentController(view)
  local r = view.nextResponder
  while not r:isKindOfClass(UIViewController) do r = r.nextResponder end
  return r
end

-- Mistake: looks one step up only.
-- Expect: parentController(shallow) returned nothing
function parentController(view)
  local r = view.nextResponder
  if r and r:isKindOfClass(UIViewController) then return r end
  return nil
end

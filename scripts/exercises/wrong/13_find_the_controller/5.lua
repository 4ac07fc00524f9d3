-- Mistake: walks superviews and checks each one's next responder, so a controller whose view is the start is missed.
-- Expect: parentController(child.view) returned parent
function parentController(view)
  local v = view.superview
  while v do
    local r = v.nextResponder
    if r and r:isKindOfClass(UIViewController) then return r end
    v = v.superview
  end
  return nil
end

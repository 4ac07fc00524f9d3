function parentController(view)
  local r = view.nextResponder
  while r do
    if r:isKindOfClass(UIViewController) then return r end
    r = r.nextResponder
  end
  return nil
end

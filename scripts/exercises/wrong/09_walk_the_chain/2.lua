-- Mistake: follows superview, which skips the controller and the application.
-- Expect: namesAfter(button) returned 3 names
function namesAfter(responder)
  local names = {}
  local v = responder.superview
  while v do
    names[#names + 1] = v.className
    v = v.superview
  end
  return names
end

-- Mistake: starts with the responder itself instead of the one after it.
-- Expect: namesAfter(button) returned 6 names, which is not the number of responders after it
function namesAfter(responder)
  local names = {}
  local r = responder
  while r do
    names[#names + 1] = r.className
    r = r.nextResponder
  end
  return names
end

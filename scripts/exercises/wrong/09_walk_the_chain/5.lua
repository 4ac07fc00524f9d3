-- Mistake: stops one short, before the last responder.
-- Expect: namesAfter(button) returned 4 names
function namesAfter(responder)
  local names = {}
  local r = responder.nextResponder
  while r and r.nextResponder do
    names[#names + 1] = r.className
    r = r.nextResponder
  end
  return names
end

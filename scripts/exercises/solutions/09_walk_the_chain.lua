function namesAfter(responder)
  local names = {}
  local r = responder.nextResponder
  while r do
    names[#names + 1] = r.className
    r = r.nextResponder
  end
  return names
end

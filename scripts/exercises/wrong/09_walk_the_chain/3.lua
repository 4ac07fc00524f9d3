-- Mistake: (gaming the check) asks the engine for the chain.
-- Expect: your code used responderChain
function namesAfter(responder)
  local names = {}
  for i, r in ipairs(responderChain(responder)) do
    if i > 1 then names[#names + 1] = r.className end
  end
  return names
end

-- Mistake: (gaming the check) asks for the chain.
-- Expect: your code asked the engine for responderChain
after = responderChain(child)[2]

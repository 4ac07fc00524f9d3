-- Exercise: Walk the responder chain
-- Task: Fill `names` with the class names of the responders after `button`, in
--   order, by following nextResponder yourself (do not call responderChain).
-- Hint: local r = button.nextResponder; while r do ... r = r.nextResponder end;
--   each responder has className.

local vc = UIViewController{}
local window = UIWindow{rootViewController = vc} window:makeKeyAndVisible()
local panel = UIView{}
local button = UIButton{}
vc.view:addSubview(panel); panel:addSubview(button)
local names = {}

-- >>> your code
-- fill names here
-- <<< your code

-- Checks: do not change what follows.
local expected = {}
for i, r in ipairs(responderChain(button)) do if i > 1 then expected[#expected + 1] = r.className end end
expect(#names > 0, "names is empty")
expect(#names == #expected, "the chain after the button has " .. #expected .. " responders, names has " .. #names)
for i = 1, #expected do
  expect(names[i] == expected[i], "responder " .. i .. " is a " .. expected[i] .. ", names says " .. tostring(names[i]))
end

-- Exercise: Walk the responder chain
-- Task: Write namesAfter(responder): an array of the class names of the
--   responders that come after `responder` in its chain, in order, found by
--   following nextResponder yourself. It is tried on several responders, from a
--   button deep inside a controller's view to the application.
-- Hint: local r = responder.nextResponder; while r do ... r = r.nextResponder end;
--   each responder has className.
-- Forbid: responderChain printResponderChain explain touches
-- Checked by: `respond-lua exercises check 11`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   Your code cannot use the names on the Forbid line (as globals, in `sim`, or
--   as members of views and other engine objects).

local vc <const> = UIViewController{name = "vc"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
vc.view.name = "vc.view"
local panel <const> = UIView{name = "panel"}
local button <const> = UIButton{name = "button"}
vc.view:addSubview(panel); panel:addSubview(button)
-- The real answers, found before your code runs.
exercise.truth.starts = {button, panel, vc.view, vc, window, app, UIView{name = "loose"}}
exercise.truth.chains = {}
for i, start in ipairs(exercise.truth.starts) do
  local names = {}
  for j, r in ipairs(responderChain(start)) do
    if j > 1 then names[#names + 1] = r.className end
  end
  exercise.truth.chains[i] = names
end
local namesAfter

-- >>> your code
function namesAfter(responder)
  local names = {}
  -- follow the chain here
  return names
end
-- <<< your code

-- Checks
local ordinal = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"}
expect(type(namesAfter) == "function", "namesAfter must be a function")
for i, start in ipairs(exercise.truth.starts) do
  local expected = exercise.truth.chains[i]
  local got = namesAfter(start)
  local called = "namesAfter(" .. exercise.label(start) .. ")"
  expect(type(got) == "table" and getmetatable(got) == nil, called .. " must return a plain array of names")
  expect(rawlen(got) == #expected, called .. " returned " .. rawlen(got) .. " names, which is not the number of "
    .. "responders after it")
  for j = 1, #expected do
    expect(rawget(got, j) == expected[j], called .. " says the " .. (ordinal[j] or ("#" .. j)) .. " responder after it is a "
      .. tostring(rawget(got, j)) .. ", and it is not")
  end
end

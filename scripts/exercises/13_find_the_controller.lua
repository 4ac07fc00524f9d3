-- Exercise: Which controller owns this view?
-- Task: Write parentController(view): it returns the first view controller up the
--   view's responder chain, or nil when there is none. It is tried on views of the
--   root controller, of a child controller, of a presented controller, on the
--   controllers' own views, and on views under no controller at all.
-- Hint: walk nextResponder until responder:isKindOfClass(UIViewController).
-- Forbid: responderChain printResponderChain explain touches
-- Checked by: `respond-lua exercises check 12`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   Your code cannot use the names on the Forbid line (as globals, in `sim`, or
--   as members of views and other engine objects).

local parent <const> = UIViewController{name = "parent"}
local window <const> = UIWindow{name = "window", rootViewController = parent} window:makeKeyAndVisible()
parent.view.name = "parent.view"
local child <const> = UIViewController{name = "child"}
parent:addChild(child)
parent.view:addSubview(child.view)
child.view.name = "child.view"
local deep <const> = UIView{name = "deep"}
child.view:addSubview(deep)
local deeper <const> = UIView{name = "deeper"}
deep:addSubview(deeper)
local shallow <const> = UIView{name = "shallow"}
parent.view:addSubview(shallow)
local settings <const> = UIViewController{name = "settings"}
parent:present(settings)
settings.view.name = "settings.view"
local row <const> = UIView{name = "row"}
settings.view:addSubview(row)
local loose <const> = UIView{name = "loose"}   -- in no window, under no controller
-- The real answers, found before your code runs.
exercise.truth.cases = {}
for _, view in ipairs({shallow, deep, deeper, child.view, parent.view, row, settings.view, loose, window}) do
  local owner
  for _, r in ipairs(responderChain(view)) do
    if owner == nil and r:isKindOfClass(UIViewController) then owner = r end
  end
  exercise.truth.cases[#exercise.truth.cases + 1] = {view = view, owner = owner}
end
local parentController

-- >>> your code
function parentController(view)
  return nil
end
-- <<< your code

-- Checks
expect(type(parentController) == "function", "parentController must be a function")
for _, case in ipairs(exercise.truth.cases) do
  local got = parentController(case.view)
  local called = "parentController(" .. exercise.label(case.view) .. ")"
  if case.owner == nil then
    expect(got == nil, called .. " returned " .. exercise.label(got) .. ", but that view has no controller up its chain")
  else
    expect(got ~= nil, called .. " returned nothing, but that view has a controller up its chain")
    expect(rawequal(got, case.owner), called .. " returned " .. exercise.label(got) .. ", which is not the first "
      .. "view controller up its chain")
  end
end

-- Exercise: After a child controller
-- Task: A child controller's view sits inside a holder view, inside the parent
--   controller's view. Set `after` to the responder that comes right after the
--   child controller in the responder chain.
-- Hint: SPEC: a child controller's next responder is its view's superview.
-- Forbid: engine
-- Checked by: `respond-lua exercises check 16`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   `Forbid: engine` means your code may name the objects of the set-up and set
--   your variables, but not ask the engine anything (no tap, hitTest, explain,
--   no reading or setting their properties): the answer has to come from you.

local parent <const> = UIViewController{name = "parent"}
local window <const> = UIWindow{name = "window", rootViewController = parent} window:makeKeyAndVisible()
local parentRoot <const> = parent.view
parentRoot.name = "parentRoot"
local child <const> = UIViewController{name = "child"}
parent:addChild(child)
local holder <const> = UIView{name = "holder"}
parentRoot:addSubview(holder)
local childRoot <const> = child.view
childRoot.name = "childRoot"
holder:addSubview(childRoot)
exercise.truth.after = child.nextResponder   -- the real answer, found before your code runs
local after

-- >>> your code
after = nil   -- parent, parentRoot, holder, childRoot or window?
-- <<< your code

-- Checks
expect(after ~= nil, "set after to the responder you think comes after the child controller")
local oneOfThem = false
for _, r in ipairs({parent, parentRoot, holder, childRoot, window}) do
  if rawequal(after, r) then oneOfThem = true end
end
expect(oneOfThem, "after must be one of parent, parentRoot, holder, childRoot or window (the objects themselves)")
expect(rawequal(after, exercise.truth.after), exercise.label(after) .. " is not what comes right after the child controller")

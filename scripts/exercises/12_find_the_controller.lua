-- Exercise: Which controller owns this view?
-- Task: Write parentController(view): it returns the first view controller up the
--   view's responder chain, or nil. It must work for the view in the child
--   controller too.
-- Hint: walk nextResponder until responder:isKindOfClass(UIViewController).

local parent = UIViewController{name = "parent"}
local window = UIWindow{rootViewController = parent} window:makeKeyAndVisible()
local child = UIViewController{name = "child"}
parent:addChild(child)
parent.view:addSubview(child.view)
local deep = UIView{name = "deep"}
child.view:addSubview(deep)
local shallow = UIView{name = "shallow"}
parent.view:addSubview(shallow)
local function parentController(view)

-- >>> your code
  return nil
-- <<< your code

-- Checks: do not change what follows.
end
expect(parentController(shallow) == parent, "parentController(shallow) should be the parent controller, got " .. tostring(parentController(shallow)))
expect(parentController(deep) == child, "parentController(deep) should be the child controller, got " .. tostring(parentController(deep)))
expect(parentController(UIView{}) == nil, "a view outside any controller has no controller")

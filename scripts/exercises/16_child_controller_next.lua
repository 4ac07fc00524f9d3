-- Exercise: After a child controller
-- Task: A child controller's view sits inside the parent's view. Set `after` to the
--   responder that comes right after the child controller in the chain.
-- Hint: SPEC: a child controller's next responder is its view's superview.

local parent = UIViewController{name = "parent"}
local window = UIWindow{rootViewController = parent} window:makeKeyAndVisible()
parent.view.name = "parentRoot"
local child = UIViewController{name = "child"}
parent:addChild(child)
local holder = UIView{name = "holder"}
parent.view:addSubview(holder)
holder:addSubview(child.view)
local after

-- >>> your code
after = nil   -- parent, parent.view, holder, window?
-- <<< your code

-- Checks: do not change what follows.
expect(after ~= nil, "set after")
expect(after == child.nextResponder, tostring(after) .. " is not what follows the child controller")

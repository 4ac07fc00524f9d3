-- Seed: 000 "找到view所属vc"
-- Seed 000, application 1: find the view controller a view belongs to by walking
-- nextResponder until a UIViewController turns up. With a child controller, the
-- walk finds the child first; the child's next responder is its view's superview
-- (inside the parent's view), not the window.
local function parentController(view)
  local responder = view.nextResponder
  while responder do
    if responder:isKindOfClass(UIViewController) then return responder end
    responder = responder.nextResponder
  end
  return nil
end

local parent = UIViewController{name = "parentVC"}
local window = UIWindow{rootViewController = parent}
window:makeKeyAndVisible()

local button = UIView{name = "button", frame = {10, 10, 80, 40}}
parent.view:addSubview(button)
print("button belongs to", parentController(button))

local child = UIViewController{name = "childVC"}
parent:addChild(child)
child.view.frame = CGRect(0, 100, 375, 300)
child.view.name = "childRoot"
parent.view:addSubview(child.view)
child:didMoveToParent(parent)
local label = UIView{name = "inChild", frame = {20, 20, 100, 30}}
child.view:addSubview(label)

print("inChild belongs to", parentController(label))
print("childVC.nextResponder =", child.nextResponder)
print("parentVC.nextResponder =", parent.nextResponder)
printResponderChain(label)

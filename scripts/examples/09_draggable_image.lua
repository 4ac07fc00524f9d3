-- Seed: 003 "事件处理机制"
-- Seed 003 (iOS开发系列之触摸事件): the controller moves an image as the finger
-- moves anywhere in its view. Dragging the image itself does nothing while
-- KCImage overrides the touch methods (they end the chain there); with
-- userInteractionEnabled = false the image is skipped and the controller drags it.
local KCImage = UIView:subclass("KCImage")
function KCImage:touchesBegan(touches, event) print("UIView start touch...") end
function KCImage:touchesMoved(touches, event) print("UIView moving...") end
function KCImage:touchesEnded(touches, event) print("UIView touch end.") end

local Controller = UIViewController:subclass("KCTouchEventViewController")
function Controller:viewDidLoad()
  self.image = KCImage{name = "image", frame = CGRectMake(50, 50, 150, 169)}
  self.view:addSubview(self.image)
end
function Controller:touchesBegan(touches, event) print("UIViewController start touch...") end
function Controller:touchesMoved(touches, event)
  local touch = touches:anyObject()
  local current = touch:locationInView(self.view)
  local previous = touch:previousLocationInView(self.view)
  local center = self.image.center
  self.image.center = CGPointMake(center.x + current.x - previous.x, center.y + current.y - previous.y)
end
function Controller:touchesEnded(touches, event) print("UIViewController touch end.") end

local vc = Controller{name = "vc"}
local window = UIWindow{rootViewController = vc}
window:makeKeyAndVisible()

print("-- drag on blank space, 100 pt right:")
drag(300, 500, 300 + 100, 500, {steps = 4})
print("image frame:", vc.image.frame)

print("-- drag on the image:")
drag(200, 100, 200, 160, {steps = 2})
print("image frame:", vc.image.frame)

print("-- image.userInteractionEnabled = false, drag on it:")
vc.image.userInteractionEnabled = false
drag(200, 150, 200, 200, {steps = 2})
print("image frame:", vc.image.frame)

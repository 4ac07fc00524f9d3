-- Seed: 004 "UIResponder类型响应者如何处理触摸事件？"
-- Seed 004 (让多个UIView响应同一个点击事件): a responder that handles a touch
-- and still calls super passes it on, so several responders act on one tap. One
-- that does not call super stops the chain there.
local vc = UIViewController{name = "vc"}
local window = UIWindow{rootViewController = vc}
window:makeKeyAndVisible()
local card = UIView{name = "card", frame = {20, 100, 335, 200}}
vc.view:addSubview(card)
local icon = UIView{name = "icon", frame = {10, 10, 40, 40}}
card:addSubview(icon)

function icon:touchesBegan(touches, event)
  print("icon handles it, then passes it on")
  UIResponder.touchesBegan(self, touches, event)
end
function card:touchesBegan(touches, event)
  print("card handles it too, then passes it on")
  UIResponder.touchesBegan(self, touches, event)
end
function vc:touchesBegan(touches, event)
  local touch = touches:anyObject()
  print("controller handles it last; the touch's view is still " .. touch.view.name)
end

tap(icon)
print("-- card stops calling super:")
function card:touchesBegan(touches, event) print("card keeps it") end
tap(icon)

-- Seed: 000 "手势与响应链关系"
-- Seed 000 (手势与响应链关系): a view with a gesture recognizer is the hit view,
-- yet its touchesEnded "doesn't run". The window hands each touch to the
-- recognizers first; the view gets touchesBegan, and when the gesture is
-- recognized it gets touchesCancelled instead of the rest.
local vc = UIViewController{name = "vc"}
local window = UIWindow{rootViewController = vc}
window:makeKeyAndVisible()
local card = UIView{name = "card", frame = {40, 100, 300, 200}}
vc.view:addSubview(card)
function card:touchesBegan(touches, event) print("card touchesBegan") end
function card:touchesMoved(touches, event) print("card touchesMoved") end
function card:touchesEnded(touches, event) print("card touchesEnded") end
function card:touchesCancelled(touches, event) print("card touchesCancelled") end

local pan = UIPanGestureRecognizer{name = "pan", action = function(g)
  print("pan " .. g.state .. ", translation " .. tostring(g:translationInView(card)))
end}
card:addGestureRecognizer(pan)

print("-- a tap: the pan never begins, so the card gets the whole touch")
tap(100, 150)
print("-- a drag: the pan begins; the card's touch is cancelled just before the action")
drag(100, 150, 100, 190, {steps = 4})
print("-- with cancelsTouchesInView = false the card keeps its touch")
pan.cancelsTouchesInView = false
drag(100, 150, 100, 170, {steps = 2})

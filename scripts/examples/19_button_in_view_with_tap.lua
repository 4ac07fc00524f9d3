-- Seed: 004 "UIConotrol、UIGestureRecognizer、 UIResponder的触摸事件响应优先级排名"
-- Seed 004 (UIControl、UIGestureRecognizer、UIResponder 的优先级): a button sits on
-- a card that has a tap recognizer. A tap on the button goes to the button: a
-- control refuses single-tap recognizers of other views in
-- gestureRecognizerShouldBegin. A tap elsewhere on the card fires the recognizer.
-- A recognizer attached to the button itself wins over the button.
local window = UIWindow{}
window:makeKeyAndVisible()
local card = UIView{name = "card", frame = {20, 100, 335, 300}}
window:addSubview(card)
local button = UIButton{name = "like", title = "Like", frame = {20, 200, 100, 44}}
card:addSubview(button)

button:addTarget(nil, function(sender) print("  button: touchUpInside") end, "touchUpInside")
button:addTarget(nil, function(sender) print("  button: touchCancel") end, "touchCancel")
local cardTap = UITapGestureRecognizer{name = "cardTap", action = function(g) print("  card's tap recognizer fired") end}
card:addGestureRecognizer(cardTap)

print("tap on the button:")
tap(button)
wait(1)
print("tap on the card:")
tap(300, 150)
wait(1)
print("a tap recognizer on the button itself:")
button:addGestureRecognizer(UITapGestureRecognizer{name = "buttonTap", action = function(g) print("  button's own tap recognizer fired") end})
tap(button)

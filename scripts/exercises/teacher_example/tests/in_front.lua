-- The teacher's own check of the scene: with the badge brought forward, a tap on it reaches it.
local window = UIWindow{name = "window"} window:makeKeyAndVisible()
local badge = UIView{name = "badge", frame = {60, 60, 60, 60}}
local card = UIView{name = "card", frame = {80, 80, 200, 150}}
window:addSubview(badge); window:addSubview(card)
window:bringSubviewToFront(badge)
expect(window:hitTest({x = 90, y = 90}) == badge, "a tap on the badge reaches it")

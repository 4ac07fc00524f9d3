-- Before the fix, the card takes the tap (written with the wrong expectation on purpose).
local window = UIWindow{name = "window"} window:makeKeyAndVisible()
local badge = UIView{name = "badge", frame = {60, 60, 60, 60}}
local card = UIView{name = "card", frame = {80, 80, 200, 150}}
window:addSubview(badge); window:addSubview(card)
expect(window:hitTest({x = 90, y = 90}) == badge, "the badge should get the tap before the fix")

-- Exercise: The part that sticks out
-- Task: A badge sticks out of the top-right corner of its card. Taps on the part
--   outside the card go to the window, because the card's pointInside says no and
--   its subviews are never asked. Make the whole badge tappable, by changing the
--   card's behaviour (not the frames).
-- Hint: override the card's pointInside to also say yes where the badge is:
--   convert the point into the badge with card:convertPointToView(point, badge).

local window = UIWindow{} window:makeKeyAndVisible()
local card = UIView{name = "card", frame = {50, 100, 200, 150}}
local badge = UIView{name = "badge", frame = {180, -20, 40, 40}}   -- half outside
window:addSubview(card); card:addSubview(badge)

-- >>> your code
-- change the card here
-- <<< your code

-- Checks: do not change what follows.
expect(tap(240, 110) == badge, "the part of the badge inside the card must work")
expect(tap(260, 85) == badge, "the part of the badge above the card still misses it")
expect(tap(100, 200) == card, "the card itself must still get its own taps")
expect(tap(30, 30) == window, "taps far away must not go to the card")

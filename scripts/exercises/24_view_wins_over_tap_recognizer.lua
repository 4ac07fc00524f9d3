-- Exercise: A tap recognizer swallows the star
-- Task: The card has a tap recognizer that opens the card. The star is a plain view
--   inside the card that toggles a favourite in touchesEnded, but the card's
--   recognizer takes the tap and cancels the star's touch. Make taps on the star go
--   to the star only, while taps elsewhere on the card still open it.
-- Hint: the views a recognizer's touches belong to are asked
--   gestureRecognizerShouldBegin(g) before it may recognize (that is how UIButton
--   wins). Or give the recognizer a delegate that refuses touches in the star.

local window = UIWindow{} window:makeKeyAndVisible()
local card = UIView{name = "card", frame = {20, 100, 335, 300}}
local star = UIView{name = "star", frame = {280, 10, 40, 40}}
window:addSubview(card); card:addSubview(star)
local opened, favourite = 0, false
card:addGestureRecognizer(UITapGestureRecognizer{action = function() opened = opened + 1 end})
function star:touchesEnded() favourite = not favourite end

-- >>> your code
-- change the star here
-- <<< your code

-- Checks: do not change what follows.
tap(star)
expect(favourite, "the star's touchesEnded did not run")
expect(opened == 0, "the card opened on a tap on the star")
wait(1)
tap(100, 300)
expect(opened == 1, "a tap elsewhere on the card must still open it")

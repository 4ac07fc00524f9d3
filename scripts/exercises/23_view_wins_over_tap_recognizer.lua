-- Exercise: A tap recognizer swallows the star
-- Task: The card has a tap recognizer that opens the card. The star is a plain view
--   inside the card that toggles a favourite in touchesEnded, but the card's
--   recognizer takes the tap and cancels the star's touch. Make taps on the star go
--   to the star only (its touchesEnded runs, its touch is not cancelled, the card
--   does not open), while taps elsewhere on the card still open it. Keep the
--   recognizer on the card, enabled.
-- Hint: the views a recognizer's touches belong to are asked
--   gestureRecognizerShouldBegin(g) before it may recognize (that is how UIButton
--   wins). Or give the recognizer a delegate that refuses touches in the star.
-- Checked by: `respond-lua exercises check 24`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local card <const> = UIView{name = "card", frame = {20, 100, 335, 300}}
local star <const> = UIView{name = "star", frame = {280, 10, 40, 40}}
window:addSubview(card); card:addSubview(star)
local open <const> = UITapGestureRecognizer{name = "open", action = function() end}   -- opens the card
card:addGestureRecognizer(open)
function star:touchesEnded(touches, event) self.favourite = not self.favourite end
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the star (or the recognizer) here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[star] = {"gestureRecognizerShouldBegin"}}, "keep the views as they are")
expect(open.enabled, "the card's recognizer must stay enabled")
local opened = exercise.counter()
open:addTarget(opened, "add")
---@type table[]
local spots = {{star, "the middle of the star"}, {{301, 111}, "the star's top-left corner"},
               {{339, 149}, "the star's bottom-right corner"}}
for _, spot in ipairs(spots) do
  exercise.record()
  tap(spot[1])
  wait(1)
  expect(exercise.deliveries("touchesCancelled", star) == 0, "a tap on " .. spot[2] .. " cancelled the star's touch")
  expect(exercise.deliveries("touchesEnded", star) == 1, "a tap on " .. spot[2] .. " did not reach the star's touchesEnded")
  expect(opened.count == 0, "a tap on " .. spot[2] .. " opened the card")
end
tap(100, 300)
expect(opened.count == 1, "a tap elsewhere on the card must still open it")
wait(1)
tap(298, 130)
expect(opened.count == 2, "a tap on the card just left of the star must still open it")

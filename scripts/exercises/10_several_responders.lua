-- Exercise: One tap, several responders
-- Task: Both the icon and the card must react to a tap on the icon, the icon
--   first (they note it in `handled`). The icon already notes itself but keeps the
--   touch to itself. Change the icon's touchesBegan so that the touch goes on up
--   the responder chain to the card, the way UIKit passes touches on; do not call
--   the card yourself.
-- Hint: call the built-in UIResponder.touchesBegan(self, touches, event), which
--   passes the touch to the next responder.
-- Checked by: `respond-lua exercises check 13`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local card <const> = UIView{name = "card", frame = {20, 100, 300, 200}}
local icon <const> = UIView{name = "icon", frame = {10, 10, 40, 40}}
window:addSubview(card); card:addSubview(icon)
local handled <const> = {}
exercise.truth.cardCalls = 0
function card:touchesBegan(touches, event)
  handled[#handled + 1] = "card"
  exercise.truth.cardCalls = exercise.truth.cardCalls + 1   -- counted for the checks
end
exercise.rememberLayout(window)   -- frames, flags, order and methods, as they are before your code

-- >>> your code
function icon:touchesBegan(touches, event)
  handled[#handled + 1] = "icon"
end
-- <<< your code

-- Checks
exercise.expectLayoutKept({[icon] = {"touchesBegan"}}, "change only the icon's touchesBegan")
for i = rawlen(handled), 1, -1 do rawset(handled, i, nil) end
exercise.truth.cardCalls = 0
exercise.record()
tap(icon)
local cardCalls = exercise.truth.cardCalls
expect(rawget(handled, 1) ~= "card", "the card handled the tap before the icon: let the icon handle it first")
expect(rawget(handled, 1) == "icon", "the icon did not note the tap in handled")
expect(cardCalls > 0, "the card never saw the tap: the icon keeps it to itself")
expect(cardCalls == 1, "the card saw the tap " .. cardCalls .. " times; once is enough")
expect(exercise.forwards("touchesBegan", icon, card) == 1, "the card's touchesBegan ran, but not because the "
  .. "touch went on up the responder chain from the icon: it was called directly")
expect(rawlen(handled) == 2 and rawget(handled, 2) == "card", "handled should hold the icon, then the card")

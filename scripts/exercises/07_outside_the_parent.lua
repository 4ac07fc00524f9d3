-- Exercise: The part that sticks out
-- Task: A badge sticks out of the top-right corner of its card. Taps on the part
--   outside the card go to the window, because the card's pointInside says no and
--   its subviews are never asked. Make the whole badge tappable by changing the
--   card's behaviour (not the frames, not the badge), while the card keeps its own
--   taps and taps beside the badge and the card still go to the window.
-- Hint: override the card's pointInside to also say yes where the badge is:
--   convert the point into the badge with card:convertPointToView(point, badge).
-- Checked by: `respond-lua exercises check 9`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local card <const> = UIView{name = "card", frame = {50, 100, 200, 150}}
local badge <const> = UIView{name = "badge", frame = {180, -20, 40, 40}}   -- half outside
window:addSubview(card); card:addSubview(badge)
exercise.rememberLayout(window)   -- frames, flags and order, as they are before your code

-- >>> your code
-- change the card here
-- <<< your code

-- Checks
-- On the screen the card is (50,100)-(250,250) and the badge (230,80)-(270,120).
exercise.expectLayoutKept({[card] = {"pointInside", "hitTest"}}, "change the card's behaviour only")
exercise.expectHits({
  {240, 110, badge, "the part of the badge inside the card"},
  {260, 90, badge, "the part of the badge above and right of the card"},
  {240, 85, badge, "the part of the badge above the card"},
  {231, 81, badge, "the badge's top-left corner"}, {269, 81, badge, "its top-right corner"},
  {269, 119, badge, "its bottom-right corner"}, {260, 110, badge, "the part of the badge right of the card"},
  {100, 200, card, "the card"}, {51, 101, card, "the card's top-left corner"}, {249, 249, card, "its bottom-right corner"},
  {30, 30, window, "far away"}, {271, 90, window, "just right of the badge"}, {240, 79, window, "just above the badge"},
  {200, 90, window, "above the card, left of the badge"}, {260, 125, window, "right of the card, below the badge"},
})
expect(rawequal(tap(260, 90), badge), "a real tap on the part that sticks out did not reach the badge")

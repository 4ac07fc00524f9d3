-- Exercise: Who gets this tap?
-- Task: Three views overlap. Without running anything, work out which view a tap
--   at (120, 120) is delivered to, and set `answer` to it. Remember: subviews are
--   tried from the last (frontmost) to the first, and a view only gets the touch
--   if the point is inside all of its ancestors.
-- Hint: `card` is added after `photo`, so it is tried first; but is (120, 120)
--   inside `card`? `badge` sits inside `photo`, 50 points in from its corner.
-- Forbid: engine
-- Checked by: `respond-lua exercises check 1`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   `Forbid: engine` means your code may name the objects of the set-up and set
--   your variables, but not ask the engine anything (no tap, hitTest, explain,
--   no reading or setting their properties): the answer has to come from you.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local photo <const> = UIView{name = "photo", frame = {50, 50, 200, 200}}
local badge <const> = UIView{name = "badge", frame = {50, 50, 40, 40}}     -- inside photo
local card <const> = UIView{name = "card", frame = {150, 150, 150, 150}}
window:addSubview(photo); photo:addSubview(badge); window:addSubview(card)
exercise.truth.hit = hitTest(120, 120)   -- the real answer, found before your code runs
local answer

-- >>> your code
answer = nil   -- photo, badge, card or window?
-- <<< your code

-- Checks
expect(answer ~= nil, "answer is still nil: set it to the view you think gets the tap")
expect(type(answer) ~= "string", "answer is a string: set it to the view itself (photo, not \"photo\")")
local oneOfThem = false
for _, view in ipairs({photo, badge, card, window}) do
  if rawequal(answer, view) then oneOfThem = true end
end
expect(oneOfThem, "answer must be one of the views: photo, badge, card or window")
expect(rawequal(answer, exercise.truth.hit), exercise.label(answer) .. " is not the view that gets the tap at "
  .. "(120, 120): go through the views again, frontmost first, checking the point against each frame "
  .. "(a subview's frame is in its superview's coordinates)")

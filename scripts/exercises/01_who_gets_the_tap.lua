-- Exercise: Who gets this tap?
-- Task: Three views overlap. Without running tap(), work out which view a tap at
--   (120, 120) is delivered to, and set `answer` to it. Then check your answer.
--   Remember: subviews are tried from the last (frontmost) to the first, and a
--   view only gets the touch if the point is inside all of its ancestors.
-- Hint: `card` is added after `photo`, so it is tried first; but is (120, 120)
--   inside `card`? `badge` sits inside `photo`.

local window = UIWindow{} window:makeKeyAndVisible()
local photo = UIView{name = "photo", frame = {50, 50, 200, 200}}
local badge = UIView{name = "badge", frame = {50, 50, 40, 40}}     -- inside photo
local card = UIView{name = "card", frame = {150, 150, 150, 150}}
window:addSubview(photo); photo:addSubview(badge); window:addSubview(card)
local answer

-- >>> your code
answer = nil   -- photo, badge, card or window?
-- <<< your code

-- Checks: do not change what follows.
expect(answer ~= nil, "answer is still nil: set it to the view you think gets the tap")
local real = tap(120, 120)
expect(answer == real, tostring(answer) .. " does not get it; explain(120, 120) shows the walk")

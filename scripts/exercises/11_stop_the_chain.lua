-- Exercise: Keep the touch in the card
-- Task: The controller moves things around when touches reach it. Touches on the
--   card must not reach the controller in any phase (began, moved, ended,
--   cancelled); touches elsewhere still must. The card itself still gets its
--   touches. Change only the card.
-- Hint: a view whose touchesBegan (and Moved, Ended, Cancelled) does not call the
--   built-in stops the touch there.
-- Checked by: `respond-lua exercises check 14`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local Controller <const> = UIViewController:subclass("Controller")
function Controller:touchesBegan(touches, event) end    -- moves things around
function Controller:touchesEnded(touches, event) end
local vc <const> = Controller{name = "vc"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
vc.view.name = "vc.view"
local card <const> = UIView{name = "card", frame = {20, 100, 300, 200}}
vc.view:addSubview(card)
exercise.rememberLayout(window)   -- frames, flags, order and methods, as they are before your code

-- >>> your code
-- change the card here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[card] = {"touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"}},
  "stop the touches in the card's touch methods and leave the rest as it is")
local function phasesThatReachedTheController()
  local phases = {}
  for _, r in ipairs(exercise.records("forward")) do
    if rawequal(r.to, vc) then phases[#phases + 1] = r.method end
  end
  return phases
end
exercise.record()
tap(100, 150)
drag(100, 150, 200, 250, {steps = 5})
local finger = touchDown(150, 200)
finger:moveTo(160, 210)
finger:cancel()
local leaked = phasesThatReachedTheController()
expect(#leaked == 0, "a touch on the card still reached the controller (through " .. (leaked[1] or "") .. ")")
expect(exercise.deliveries("touchesBegan", card) == 3, "the card itself must still get its touches")
exercise.record()
tap(100, 500)
expect(exercise.forwards("touchesBegan", vc.view, vc) == 1 and exercise.forwards("touchesEnded", vc.view, vc) == 1,
  "a tap outside the card must still reach the controller")

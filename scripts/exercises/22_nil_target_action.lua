-- Exercise: Let the chain find the target
-- Task: The Share button sends the action "share" to a nil target, so UIKit looks
--   for a responder that implements share, starting from the first responder (or
--   the button, when there is none). Nobody implements it yet. Implement share
--   once, on one object that both searches reach, so that the same object handles
--   it when the comment field is first responder and when nothing is. The button
--   keeps sending to a nil target.
-- Hint: the field and the button are in different parts of the controller's view;
--   the controller is on both chains.
-- Checked by: `respond-lua exercises check 23`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local vc <const> = UIViewController{name = "vc"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
vc.view.name = "vc.view"
-- (The toolbar sits above the keyboard, which covers the bottom 216 points while the field is first responder.)
local toolbar <const> = UIView{name = "toolbar", frame = {0, 300, 375, 77}}
local button <const> = UIButton{name = "Share", title = "Share", frame = {20, 10, 100, 44}}
local form <const> = UIView{name = "form", frame = {0, 80, 375, 200}}
local comment <const> = UITextField{name = "comment", frame = {20, 20, 300, 40}}
vc.view:addSubview(toolbar); toolbar:addSubview(button)
vc.view:addSubview(form); form:addSubview(comment)
button:addTarget(nil, "share", "touchUpInside")
exercise.rememberLayout(window)   -- frames, flags, order and methods, as they are before your code

-- >>> your code
-- implement share here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "implement share; leave the views as they are")
expect(#button.allTargets == 0, "the button must keep sending share to a nil target, so that the chain finds who handles it")
-- Who handled "share" when the button was tapped (nil: nobody).
local function handlerOfATap()
  exercise.record()
  tap(button)
  local handlers = {}
  for _, r in ipairs(exercise.records("action")) do
    if r.action == "share" then handlers[#handlers + 1] = r end
  end
  expect(#handlers == 1, "a tap on the button sent share " .. #handlers .. " times")
  return handlers[1].target
end
expect(window.firstResponder == nil, "nothing should be first responder at first")
local first = handlerOfATap()
expect(first ~= nil, "with no first responder, nobody handled share")
tap(comment)
expect(comment.isFirstResponder, "tapping the comment field should make it first responder")
local second = handlerOfATap()
expect(second ~= nil, "with the comment field first responder, nobody handled share")
expect(rawequal(first, second), "share was handled by " .. exercise.label(first) .. " when nothing was first responder, "
  .. "and by " .. exercise.label(second) .. " with the field first responder: write it once, where both searches arrive")

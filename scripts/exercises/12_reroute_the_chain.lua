-- Exercise: A floating view with a boss
-- Task: The toast is added straight to the window, so the touches it does not
--   handle go to the window, then the application. Make them go to the controller
--   instead, right after the toast, by changing what comes after the toast in the
--   responder chain. Keep the toast where it is, and leave the rest as it is.
-- Hint: nextResponder can be overridden by a function or a plain value.
-- Checked by: `respond-lua exercises check 15`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local Controller <const> = UIViewController:subclass("Controller")
function Controller:touchesBegan(touches, event) end   -- the controller handles touches
function Controller:touchesEnded(touches, event) end
local vc <const> = Controller{name = "vc"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
vc.view.name = "vc.view"
local toast <const> = UIView{name = "toast", frame = {50, 500, 275, 50}}
window:addSubview(toast)
exercise.rememberLayout(window)   -- frames, flags, order and methods, as they are before your code

-- >>> your code
-- change the toast here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[toast] = {"nextResponder"}}, "keep the toast where it is and change what comes after it")
exercise.record()
expect(rawequal(tap(toast), toast), "a tap on the toast must still hit the toast")
local next = exercise.firstForward("touchesBegan", toast)
expect(next ~= nil, "the toast's touch did not go on up the responder chain")
expect(rawequal(next, vc), "the toast's touch went to " .. exercise.label(next) .. " first, not to the controller")
expect(exercise.forwards("touchesEnded", toast, vc) == 1, "the end of the toast's touch did not go to the controller")
exercise.record()
tap(100, 100)
expect(exercise.forwards("touchesBegan", vc.view, vc) == 1, "touches on the controller's own view must still reach it")

-- Exercise: Wire a button
-- Task: Make a tap on the Save button call the controller's save method, with the
--   button as its sender: once per tap, when the finger lifts inside the button
--   (not when it touches down, and not when it lifts far away).
-- Hint: button:addTarget(target, "methodName", "controlEvent").
-- Checked by: `respond-lua exercises check 22`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local Editor <const> = UIViewController:subclass("Editor")
function Editor:save(sender, event)
  exercise.note("save", sender)   -- each call is noted for the checks
end
local vc <const> = Editor{name = "editor"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
local button <const> = UIButton{name = "Save", title = "Save", frame = {20, 600, 100, 44}}
vc.view:addSubview(button)
exercise.rememberLayout(window)   -- frames, flags, order and methods, as they are before your code

-- >>> your code
-- wire the button here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "wire the button; leave the views as they are")
exercise.clearNotes("save")
local finger = touchDown(button)
expect(exercise.notes("save").n == 0, "save ran as soon as the finger touched down; it must wait until the finger lifts")
finger:up()
local saves = exercise.notes("save")
expect(saves.n == 1, "a tap called save " .. saves.n .. " times")
expect(rawequal(saves[1], button), "save was not given the button as its sender")
exercise.clearNotes("save")
finger = touchDown(button)
finger:moveTo(70, 400)
finger:up()
expect(exercise.notes("save").n == 0, "lifting the finger far outside the button must not save")
wait(1)
tap(button)
expect(exercise.notes("save").n == 1, "a second tap did not save once more")

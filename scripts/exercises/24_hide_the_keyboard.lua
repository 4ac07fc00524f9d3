-- Exercise: Hide the keyboard
-- Task: A text field somewhere in the controller's view is first responder, so the
--   keyboard is up. Hide the keyboard without getting hold of the field: your code
--   cannot see it (pretend it is buried deep in a view you do not own) and must
--   not go looking for it. The field must stay where it is and still bring the
--   keyboard back when tapped. There is more than one way.
-- Hint: a view can end editing for everything inside it (vc.view:endEditing), or
--   the application can send the nil-targeted action "resignFirstResponder".
-- Forbid: firstResponder subviews find viewWithTag hitTest explain touches
-- Checked by: `respond-lua exercises check 2`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   Your code cannot use the names on the Forbid line (as globals, in `sim`, or
--   as members of views and other engine objects).

local vc <const> = UIViewController{name = "vc"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
vc.view.name = "vc.view"
do   -- somebody else's view: your code cannot see `field`
  local field = UITextField{name = "field", frame = {20, 100, 300, 40}}
  vc.view:addSubview(UIView{name = "form", frame = {0, 0, 375, 667}, subviews = {field}})
  tap(field)
  exercise.truth.field = field
end
assert(sim.keyboardVisible, "the scene is broken: the field should be first responder")
exercise.rememberLayout(window)

-- >>> your code
-- hide the keyboard here
-- <<< your code

-- Checks
local field <const> = exercise.truth.field
expect(not sim.keyboardVisible, "the keyboard is still up")
expect(not field.isFirstResponder, "the keyboard is down but the field is still first responder")
expect(window.firstResponder == nil, exercise.label(window.firstResponder) .. " is first responder now: the field "
  .. "should resign, not have its status taken")
exercise.expectLayoutKept({}, "the field and the views around it must stay as they are")
tap(field)
expect(field.isFirstResponder and sim.keyboardVisible, "tapping the field no longer brings the keyboard back")

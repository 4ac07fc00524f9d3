-- Exercise: Hide the keyboard
-- Task: The text field is first responder, so the keyboard is up. Hide it without
--   using the variable `field` (pretend it is buried deep in some other view).
--   There is more than one way.
-- Hint: a view can end editing for everything inside it (vc.view:endEditing), or
--   send the nil-targeted action "resignFirstResponder" through the application.

local vc = UIViewController{}
local window = UIWindow{rootViewController = vc} window:makeKeyAndVisible()
local field
do
  field = UITextField{frame = {20, 100, 300, 40}}
  vc.view:addSubview(UIView{frame = {0, 0, 375, 667}, subviews = {field}})
end
tap(field)
assert(sim.keyboardVisible, "the scene is broken: the field should be first responder")
local usedField = false
local realField = field
field = setmetatable({}, {__index = function() usedField = true return nil end})

-- >>> your code
-- hide the keyboard here
-- <<< your code

-- Checks: do not change what follows.
expect(not usedField, "the solution used `field`; find a way that does not need it")
expect(not sim.keyboardVisible, "the keyboard is still up: " .. tostring(window.firstResponder) .. " is still first responder")
expect(realField.superview ~= nil, "the field must stay on screen")

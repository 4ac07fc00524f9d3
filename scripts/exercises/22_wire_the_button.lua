-- Exercise: Wire a button
-- Task: Make a tap on the Save button call the controller's save method, once, when
--   the finger lifts inside the button.
-- Hint: button:addTarget(target, "methodName", "controlEvent").

local Editor = UIViewController:subclass("Editor")
local saves = 0
function Editor:save(sender, event) saves = saves + 1 end
local vc = Editor{}
local window = UIWindow{rootViewController = vc} window:makeKeyAndVisible()
local button = UIButton{title = "Save", frame = {20, 600, 100, 44}}
vc.view:addSubview(button)

-- >>> your code
-- wire the button here
-- <<< your code

-- Checks: do not change what follows.
tap(button)
expect(saves == 1, "a tap called save " .. saves .. " times")
local f = touchDown(70, 622)
f:moveTo(70, 400)
f:up()
expect(saves == 1, "lifting the finger far outside the button must not save")

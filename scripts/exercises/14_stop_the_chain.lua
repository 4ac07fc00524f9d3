-- Exercise: Keep the touch in the card
-- Task: The controller moves things around when it gets touches. Touches on the
--   card must not reach the controller; touches elsewhere still must.
-- Hint: a view whose touchesBegan (and Moved/Ended) does not call the built-in
--   stops the touch there.

local Controller = UIViewController:subclass("Controller")
local controllerTouches = 0
function Controller:touchesBegan(touches, event) controllerTouches = controllerTouches + 1 end
local vc = Controller{}
local window = UIWindow{rootViewController = vc} window:makeKeyAndVisible()
local card = UIView{name = "card", frame = {20, 100, 300, 200}}
vc.view:addSubview(card)

-- >>> your code
-- change the card here
-- <<< your code

-- Checks: do not change what follows.
tap(100, 150)
expect(controllerTouches == 0, "a tap on the card still reached the controller")
tap(100, 500)
expect(controllerTouches == 1, "a tap outside the card must still reach the controller")

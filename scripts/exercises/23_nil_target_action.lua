-- Exercise: Let the chain find the target
-- Task: The Share button sends the action "share" to a nil target, so UIKit looks
--   for a responder that implements share, starting from the first responder (or
--   the button, when there is none). Nobody implements it yet. Implement it on the
--   right object so that it works both when the comment field is first responder
--   and when nothing is — and write the method once.
-- Hint: the field and the button are both inside the controller's view; the
--   controller is on both chains.

local vc = UIViewController{}
local window = UIWindow{rootViewController = vc} window:makeKeyAndVisible()
local shared = 0
local button = UIButton{title = "Share", frame = {20, 600, 100, 44}}
local comment = UITextField{frame = {20, 100, 300, 40}}
vc.view:addSubview(button); vc.view:addSubview(comment)
button:addTarget(nil, "share", "touchUpInside")

-- >>> your code
-- implement share here
-- <<< your code

-- Checks: do not change what follows.
tap(button)
expect(shared == 1, "with no first responder the action did not arrive (shared = " .. shared .. ")")
tap(comment)
expect(comment.isFirstResponder, "the comment field should be first responder now")
tap(button)
expect(shared == 2, "with the field first responder the action did not arrive")

-- Exercise: A floating view with a boss
-- Task: The toast is added straight to the window, so touches it does not handle go
--   to the window, then the app. Make its unhandled touches go to the controller
--   instead, by changing what comes after the toast in the chain.
-- Hint: nextResponder can be overridden by a function or a plain value.

local Controller = UIViewController:subclass("Controller")
local got = false
function Controller:touchesBegan() got = true end
local vc = Controller{}
local window = UIWindow{rootViewController = vc} window:makeKeyAndVisible()
local toast = UIView{name = "toast", frame = {50, 500, 275, 50}}
window:addSubview(toast)

-- >>> your code
-- change the toast here
-- <<< your code

-- Checks: do not change what follows.
expect(toast.superview == window, "keep the toast where it is")
tap(toast)
local chain = {}
for _, r in ipairs(responderChain(toast)) do chain[#chain + 1] = r.className end
expect(got, "the controller did not get the toast's touch; its chain is " .. table.concat(chain, " → "))

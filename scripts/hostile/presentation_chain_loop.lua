-- Attack: a responder chain that loops through built-in links only (no
-- nextResponder override): Q presents P, then Q's view is moved inside P's view,
-- so Q's view → Q → P's view → P → Q (P's presenter) → ... Found by the fuzz
-- harness (seed 4070696, which also presented a presenting controller back: UIKit
-- refuses to present "an active controller", and so does the engine now). The
-- walk hands a touch up a long chain unchecked, then checks for a loop.
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local Q = UIViewController{name = "Q"}
local P = UIViewController{name = "P"}
window:addSubview(Q.view)
Q.view.frame = {0, 0, 100, 100}
Q:present(P)
P.view:addSubview(Q.view)
local ok, err = pcall(tap, 50, 50)
print(ok, (tostring(err):gsub("^.-: ", "", 1)))
-- The checked walk, with records kept, meets the same loop.
sim.record(true)
ok, err = pcall(tap, 50, 50)
sim.record(false)
sim.clearRecords()
print(ok, (tostring(err):gsub("^.-: ", "", 1)))
-- Presenting a controller that presents, or a window's root, is refused.
print(pcall(P.present, P, Q))
local root = UIViewController{name = "root"}
window.rootViewController = root
local R = UIViewController{name = "R"}
window:addSubview(R.view)
print(pcall(R.present, R, root))
-- The engine is still usable.
Q.view:removeFromSuperview()
window:addSubview(Q.view)
local hit = 0
function Q.view:touchesBegan() hit = hit + 1 end
tap(50, 50)
print("after", hit)

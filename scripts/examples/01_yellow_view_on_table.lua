-- Seed: 000 "hittest"
-- Seed 000 (响应链): a table view fills the controller's view; a yellow view sits on
-- the table. YellowView overrides hitTest to return itself, so *every* touch in the
-- window ends on it: hit testing visits the whole tree, and a view that claims the
-- touch wins even where it is not under the finger.
local YellowView = UIView:subclass("YellowView")
function YellowView:hitTest(point, event)
  return self
end
local Table = UIView:subclass("Table")

local vc = UIViewController{name = "vc"}
local window = UIWindow{rootViewController = vc}
window:makeKeyAndVisible()

local table = Table{name = "table", frame = vc.view.bounds, backgroundColor = "lightGray"}
vc.view:addSubview(table)
local yellow = YellowView{name = "yellow", frame = CGRectMake(20, 20, 200, 200), backgroundColor = "yellow"}
table:addSubview(yellow)

tree()
-- Inside the yellow view, and far away from it: both land on it.
print("tap (30, 40) ->", tap(30, 40))
print("tap (300, 600) ->", tap(300, 600))
explain(300, 600)

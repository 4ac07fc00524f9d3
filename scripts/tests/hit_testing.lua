-- SPEC 3 and §10.
local root = UIView{name = "root", frame = {0, 0, 100, 100}, bounds = {-10, -10, 100, 100}}
local A = UIView{name = "A", frame = {40, 40, 20, 20}}
local B = UIView{name = "B", frame = {10, 10, 5, 5}}
root:addSubview(A); A:addSubview(B)
assertEqual(root:hitTest({-5, -5}), root)
assertEqual(root:hitTest({40, 40}), A)
assertEqual(root:hitTest({52.5, 52.5}), B)
assertEqual(root:hitTest({-11, -11}), nil)
assertEqual(root:hitTest({95, 95}), nil)

-- Edges: origin inclusive, far edge exclusive.
local box = UIView{frame = {0, 0, 100, 100}}
assertEqual(box:pointInside({0, 0}), true)
assertEqual(box:pointInside({99, 99}), true)
assertEqual(box:pointInside({100, 100}), false)

-- hidden, userInteractionEnabled, alpha (exactly 0.01 is hittable).
local window = UIWindow{name = "w"}
window:makeKeyAndVisible()
local under = UIView{name = "under", frame = {0, 0, 100, 100}}
local over = UIView{name = "over", frame = {0, 0, 100, 100}}
window:addSubview(under); window:addSubview(over)
assertEqual(hitTest(50, 50), over)
over.hidden = true;                   assertEqual(hitTest(50, 50), under)
over.isHidden = false;                assertEqual(hitTest(50, 50), over, "isHidden is an alias")
over.userInteractionEnabled = false;  assertEqual(hitTest(50, 50), under)
over.isUserInteractionEnabled = true
over.alpha = 0.01;                    assertEqual(hitTest(50, 50), over)
over.alpha = 0.009;                   assertEqual(hitTest(50, 50), under)
over.alpha = 1

-- Image views and labels ignore touches until told otherwise.
local image = UIImageView{name = "image", frame = {0, 0, 100, 100}}
window:addSubview(image)
assertEqual(image.userInteractionEnabled, false)
assertEqual(UILabel().userInteractionEnabled, false)
assertEqual(hitTest(50, 50), over)
image.userInteractionEnabled = true
assertEqual(hitTest(50, 50), image)
image:removeFromSuperview()

-- A subview sticking out of its parent cannot be hit there, whatever clipsToBounds says.
local small = UIView{name = "small", frame = {200, 200, 50, 50}}
local poking = UIView{name = "poking", frame = {40, 40, 50, 50}}
window:addSubview(small); small:addSubview(poking)
assertEqual(hitTest(245, 245), poking)
assertEqual(hitTest(260, 260), window)

-- A superview's default hitTest calls each subview's Lua override.
local asked = {}
function under:hitTest(p, e) asked[#asked + 1] = "under" return UIView.hitTest(self, p, e) end
function over:hitTest(p, e) asked[#asked + 1] = "over" return nil end
assertEqual(hitTest(50, 50), under)
assertEqual(asked, {"over", "under"}, "front to back")
over.hitTest = nil
under.hitTest = nil
assertEqual(hitTest(50, 50), over, "assigning nil removes the override")

-- pointInside override, and the built-in reachable as super.
local Round = UIView:subclass("Round")
function Round:pointInside(p, e)
  local r = self.bounds.width / 2
  return (p.x - r) ^ 2 + (p.y - r) ^ 2 <= r * r
end
local round = Round{name = "round", frame = {100, 0, 100, 100}}
window:addSubview(round)
assertEqual(hitTest(150, 50), round)
assertEqual(hitTest(102, 2), window)
assertEqual(UIView.pointInside(round, {2, 2}), true, "UIView.pointInside is the bounds test")

-- Windows: highest level first; hidden windows are skipped.
local alert = UIWindow{name = "alert", windowLevel = UIWindow.levelAlert, frame = {0, 0, 50, 50}}
assertEqual(alert.hidden, true, "hidden until shown")
assertEqual(hitTest(10, 10), over)
alert.hidden = false
assertEqual(hitTest(10, 10), alert)
assertEqual(hitTest(60, 60), over, "outside the alert window: the next window")
assertEqual(app.keyWindow, window)

-- explain words its verdicts with the property names.
over.userInteractionEnabled = false
local report = explain(50, 50)
assertEqual(report.view, under)
local verdicts = {}
for _, step in ipairs(report.steps) do verdicts[step.view.name] = step.verdict end
assertEqual(verdicts.over, "skipped: userInteractionEnabled is false")
assertEqual(verdicts.round, "pointInside override said no")
assertEqual(verdicts.small, "outside bounds")
assertEqual(verdicts.alert, "outside bounds")
assertEqual(report.chain, {under, window, app})

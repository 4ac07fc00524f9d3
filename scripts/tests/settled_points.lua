-- SPEC 12.7: smaller settled points.
local vc = UIViewController{name = "vc"}
local w = UIWindow{rootViewController = vc} w:makeKeyAndVisible()
local function near(a, b) return math.abs(a - b) < 1e-3 end

-- Rule 1: UIView.animate's options as UIKit's option names, with keys beside them.
local card = UIView{name = "card", frame = {0, 100, 100, 100}}
vc.view:addSubview(card)
local function at(options, fraction)
  card.frame = {0, 100, 100, 100}
  UIView.animate(1, function() card.frame = {100, 100, 100, 100} end, options)
  wait(fraction)
  local x = card.presentationFrame.x
  local hit = hitTest(150, 150)
  sim.settle()
  return x, hit
end
assertEqual(at({"curveLinear"}, 0.25), 25)
assertEqual(near(at({"curveEaseIn"}, 0.5), 31.5357), true)
assertEqual(near(at({"curveEaseOut"}, 0.5), 68.4643), true)
assertEqual(at({"curveEaseInOut"}, 0.5), 50)
assertEqual(at("curveLinear", 0.25), 25, "a single name")
assertEqual(at({"curveLinear", "curveLinear"}, 0.25), 25, "the same curve twice is one curve")
assertEqual(at({"curveLinear", curve = "linear"}, 0.25), 25)
local x, hit = at({"curveLinear", delay = 0.5}, 0.75)
assertEqual({x, hit}, {25, vc.view}, "delay beside the names; being animated, the card refuses touches")
x, hit = at({"allowUserInteraction", "curveLinear", "beginFromCurrentState"}, 0.5)
assertEqual({x, hit}, {50, card}, "allowUserInteraction as a name")
-- UIKit's order: duration, delay, options, animations, completion.
card.frame = {0, 100, 100, 100}
local done
UIView.animate(1, 0.5, {"curveLinear", "allowUserInteraction"}, function() card.frame = {100, 100, 100, 100} end,
  function(finished) done = finished end)
wait(0.75)
assertEqual({card.presentationFrame.x, hitTest(150, 150)}, {25, card})
sim.settle()
assertEqual(done, true)

-- UIKit's other names warn once per site, and the animation runs without them.
sim.record(true) sim.clearRecords()
for _ = 1, 2 do assertEqual(at({"repeat", "autoreverse", "curveLinear"}, 0.25), 25) end
local warnings = {}
for _, r in ipairs(sim.records()) do if r.kind == "warning" then warnings[#warnings + 1] = r.reason end end
sim.record(false)
assertEqual(#warnings, 2)
assertEqual(warnings[1]:match("'repeat' is a UIView.AnimationOptions name respond%-lua does not model; "
  .. "the animation runs without it$") ~= nil, true, warnings[1])
assertEqual(warnings[2]:match("'autoreverse' is a UIView.AnimationOptions name") ~= nil, true, warnings[2])

-- An unknown name, or two curves, is an error naming the argument.
local function f() card.alpha = 0.5 end
assertError(function() UIView.animate(1, f, {"curveEasyIn"}) end,
  "bad argument #3 to 'animate' (unknown animation option 'curveEasyIn'; known: allowUserInteraction, "
  .. "beginFromCurrentState, curveEaseInOut, curveEaseIn, curveEaseOut, curveLinear (UIKit's other "
  .. "UIView.AnimationOptions names are accepted with a warning))")
assertError(function() UIView.animate(1, f, {"curveEaseIn", "curveLinear"}) end,
  "bad argument #3 to 'animate' (two curves: 'curveEaseIn' and 'curveLinear'; give one)")
assertError(function() UIView.animate(1, f, {"curveEaseIn", curve = "linear"}) end,
  "bad argument #3 to 'animate' (two curves: 'curveEaseIn' and curve = \"linear\"; give one)")
assertError(function() UIView.animate(1, 0, "curveEasyIn", f) end, "bad argument #3 to 'animate' (unknown animation option")
assertError(function() UIView.animate(1, f, {"curveLinear", bogus = 1}) end,
  "bad argument #3 to 'animate' (unknown option 'bogus' (known: allowUserInteraction, curve, delay, and a list of animation option names))")
assertError(function() UIView.animate(1, f, {"curveLinear", 5}) end, "option 2 must be an animation option name, got number")
assertEqual(card.alpha, 1, "nothing was animated by a call that failed")

-- Rule 2: the keyboard window has the screen's frame; its hitTest is nil outside its input views.
local bar = UIView{name = "bar", frame = {0, 0, 375, 44}}
vc.inputAccessoryView = bar
vc.canBecomeFirstResponder = true
assertEqual(vc:becomeFirstResponder(), true)
local kw = bar.window
assertEqual({kw.className, kw.frame, sim.keyboardVisible}, {"UIRemoteKeyboardWindow", CGRect(0, 0, 375, 667), false})
local docked = bar:convertRectToView(bar.bounds, nil)
assertEqual({docked, docked.maxY}, {CGRect(0, 623, 375, 44), 667}, "in screen coordinates: docked at the bottom")
assertEqual(bar:convertPointToView({0, 0}, vc.view), CGPoint(0, 623))
assertEqual(hitTest(100, 640), bar)
assertEqual(hitTest(100, 300), vc.view, "the touch falls through to the app's window")
assertEqual(tap(100, 300), vc.view)
-- Asked from Lua, the keyboard window answers as it does for a touch.
assertEqual(kw:hitTest({100, 300}, nil), nil, "the keyboard window's own hitTest: nil outside its input views")
assertEqual(kw:hitTest({100, 640}, nil), bar)
local e = explain(100, 300)
assertEqual({e.view, e.steps[1].view, e.steps[1].verdict},
  {vc.view, kw, "outside its input views: its hitTest returns nil, and the touch falls through"})
-- With the keyboard: the accessory sits on it; the window keeps the screen's frame.
local field = UITextField{name = "field", frame = {8, 4, 280, 36}}
bar:addSubview(field)
tap(field)
assertEqual({kw.frame, bar:convertRectToView(bar.bounds, nil)}, {CGRect(0, 0, 375, 667), CGRect(0, 407, 375, 44)})
assertEqual(hitTest(100, 300), vc.view)
field:resignFirstResponder()
vc:resignFirstResponder()
assertEqual(kw.hidden, true)

-- Rule 3: the two-argument dequeue with no class registered raises UIKit's message.
local tv = UITableView{name = "t", frame = {0, 0, 375, 600}}
tv.dataSource = {numberOfRowsInSection = function() return 3 end,
                 cellForRowAt = function(self, t, ip) return UITableViewCell{reuseIdentifier = "cell"} end}
vc.view:addSubview(tv)
assertError(function() tv:dequeueReusableCell("cell", IndexPath(0, 0)) end,
  "dequeueReusableCell: unable to dequeue a cell with identifier cell - must register a nib or a class for the "
  .. "identifier or connect a prototype cell in a storyboard")
assertEqual(tv:dequeueReusableCell("cell"), nil, "the one-argument form: nil while the pool is empty")
tv:register(UITableViewCell, "cell")
assertEqual(tv:dequeueReusableCell("cell", IndexPath(0, 0)).reuseIdentifier, "cell")
local cv = UICollectionView{name = "c", frame = {0, 0, 375, 600}}
cv.dataSource = {numberOfItemsInSection = function() return 2 end,
                 cellForItemAt = function(self, c, ip) return c:dequeueReusableCell("tile", ip) end}
assertError(function() vc.view:addSubview(cv) end,
  "dequeueReusableCell: could not dequeue a view of kind: UICollectionElementKindCell with identifier tile - "
  .. "must register a nib or a class for the identifier or connect a prototype cell in a storyboard")

-- importHierarchy (LUA_API §9): a recursiveDescription dump, rebuilt and hit-tested.

-- Every field, on a dump rooted at a window.
local root, window = importHierarchy([[
<UIWindow: 0x7f01; frame = (0 0; 390 844); gestureRecognizers = <NSArray: 0x6001>; layer = <UIWindowLayer: 0x6002>>
   | <MyApp.CardView: 0x7f02; frame = (20 100.5; 350 200); clipsToBounds = YES; tag = 5; opaque = NO; autoresize = RM+BM; backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1; layer = <CALayer: 0x6003>>
   |    | <UILabel: 0x7f03; frame = (10 10; 161.333 20.3333); text = 'Tom's; <b>card</b>'; layer = <_UILabelLayer: 0x6004>>
   |    | <UIImageView: 0x7f04; frame = (10 40; 40 40); userInteractionEnabled = NO; layer = <CALayer: 0x6005>> - (null)
   |    | <UIView: 0x7f05; frame = (-15.3281 1e-05; 10 10); alpha = 0.5; hidden = YES; unknownField = {a; <b; c>}; layer = <CALayer: 0x6006>>
   | <MyApp.CardView: 0x7f06; frame = (20 400; 350 200); layer = <CALayer: 0x6007>>
]])
assertEqual(root, window, "a window root is the window")
assertEqual(window.isKeyWindow, true)
assertEqual(window.hidden, false)
assertEqual(window.frame, CGRect(0, 0, 390, 844))
assertEqual(window.name, "0x7f01", "named after its address")
local card = window.subviews[1]
assertEqual(card.className, "MyApp.CardView")
assertEqual(tostring(card), 'MyApp.CardView "0x7f02" (20,100.5,350,200)')
assertEqual(card:isKindOfClass(UIView), true)
assertEqual(card.class.super, UIView)
assertEqual(window.subviews[2].class, card.class, "one class per name")
assertEqual(card.clipsToBounds, true)
assertEqual(card.tag, 5)
assertEqual(card.backgroundColor, "#ff0000")
local label = card.subviews[1]
assertEqual(label.class, UILabel)
assertEqual(label.text, "Tom's; <b>card</b>")
assertEqual(label.name, "Tom's; <b>card</b>", "named after its text")
assertEqual(label.frame, CGRect(10, 10, 161.333, 20.3333))
assertEqual(label.userInteractionEnabled, true, "absent means YES, for labels too")
local image = card.subviews[2]
assertEqual(image.class, UIImageView)
assertEqual(image.userInteractionEnabled, false)
local small = card.subviews[3]
assertEqual(tostring(small.frame), "(-15.3281,1e-05,10,10)")
assertEqual(small.alpha, 0.5)
assertEqual(small.hidden, true)
assertEqual(card.subviews[4], nil, "nothing after the last subview")
assertEqual(hitTest(40, 115), label)
assertEqual(hitTest(40, 150), card, "the image view says NO")
assertEqual(window:viewWithTag(5), card)
assertEqual(window:find("0x7f06"), window.subviews[2])

-- A root that is not a window goes in a new key window, at its frame.
local panel, holder = importHierarchy([[
<MyApp.PanelView: 0x7e01; frame = (10 20; 300 400); layer = <CALayer: 0x6001>>
   | <UIButton: 0x7e02; frame = (10 10; 100 44); opaque = NO; layer = <CALayer: 0x6002>>
   | <MyApp.ShieldView: 0x7e03; frame = (0 0; 300 400); alpha = 0.005; layer = <CALayer: 0x6003>>
   | <MyApp.ShieldView: 0x7e04; frame = (0 100; 300 100); alpha = 0.01; layer = <CALayer: 0x6004>>
]])
assertEqual(holder.className, "UIWindow")
assertEqual(holder.isKeyWindow, true)
assertEqual(panel.superview, holder)
assertEqual(panel.frame, CGRect(10, 20, 300, 400))
assertEqual(holder.frame, UIScreen.main.bounds)
assertEqual(panel.subviews[1].class, UIButton)
assertEqual(hitTest(30, 40), panel.subviews[1], "alpha 0.005 is skipped")
assertEqual(hitTest(30, 130), panel.subviews[3], "alpha 0.01 still takes the touch")
assertEqual(panel.subviews[3].class, panel.subviews[2].class)
holder.hidden = true

-- Scroll views: the content offset is the bounds origin, negative ones included.
local list = importHierarchy([[
<UITableView: 0x7d01; frame = (0 0; 375 667); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x6001>; layer = <CALayer: 0x6002>; contentOffset: {0, -88}; contentSize: {375, 1000}; adjustedContentInset: {88, 0, 34, 0}; dataSource: <MyApp.ListViewController: 0x7c01>>
   | <UITableViewCell: 0x7d02; frame = (0 0; 375 44); autoresize = W; layer = <CALayer: 0x6003>>
   | <UITableViewCell: 0x7d03; frame = (0 44; 375 44); autoresize = W; layer = <CALayer: 0x6004>>
   | <MyApp.FeedScrollView: 0x7d04; frame = (0 88; 375 100); layer = <CALayer: 0x6005>; contentOffset: {120.5, 0}; contentSize: {1000, 100}>
   | <UICollectionView: 0x7d05; frame = (0 188; 375 100); layer = <CALayer: 0x6006>; contentOffset: {0, 0}; contentSize: {375, 100}>
]])
assertEqual(list.className, "UITableView")
assertEqual(list:isKindOfClass(UIScrollView), true)
assertEqual(list.bounds, CGRect(0, -88, 375, 667))
assertEqual(list.contentOffset, CGPoint(0, -88))
assertEqual(list.contentSize, CGSize(375, 1000))
assertEqual(list.subviews[3].className, "MyApp.FeedScrollView")
assertEqual(list.subviews[3]:isKindOfClass(UIScrollView), true)
assertEqual(list.subviews[3].contentOffset, CGPoint(120.5, 0))
assertEqual(list.subviews[4]:isKindOfClass(UIScrollView), true)
assertEqual(list.subviews[2]:isKindOfClass(UIScrollView), false)
assertEqual(hitTest(10, 50), list, "above the first cell: the inset")
assertEqual(hitTest(10, 100), list.subviews[1])
assertEqual(hitTest(10, 140), list.subviews[2])
list.window.hidden = true

-- Rotations of 22.5° and 90°, a scale: the same rectangles, exactly.
local turned = importHierarchy([[
<UIView: 0x7b01; frame = (0 0; 400 400); layer = <CALayer: 0x6001>>
   | <UIView: 0x7b02; frame = (-15.3281 -15.3281; 130.656 130.656); transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]; layer = <CALayer: 0x6002>>
   | <UIView: 0x7b03; frame = (137.414 258.811; 126.173 82.8772); transform = [0.92387953251128674, 0.38268343236508978, -0.38268343236508978, 0.92387953251128674, 0, 0]; layer = <CALayer: 0x6003>>
   | <UIView: 0x7b04; frame = (275 50; 50 100); transform = [6.123233995736766e-17, 1, -1, 6.123233995736766e-17, 0, 0]; layer = <CALayer: 0x6004>>
   | <UIView: 0x7b05; frame = (10 300; 60 40); transform = [2, 0, 0, 2, 0, 0]; layer = <CALayer: 0x6005>>
   | <UIView: 0x7b06; frame = (279.289 279.289; 141.421 141.421); transform = [0.70710678118654757, 0.70710678118654746, -0.70710678118654746, 0.70710678118654757, 0, 0]; layer = <CALayer: 0x6006>>
]])
local square, wide, upright, scaled, diamond = table.unpack(turned.subviews)
assertEqual(square.bounds, CGRect(0, 0, 100, 100))
assertEqual(square.center, CGPoint(50, 50))
assertEqual(wide.bounds, CGRect(0, 0, 120, 40))
assertEqual(wide.center, CGPoint(200.5, 300.25))
assertEqual(tostring(wide.frame), "(137.414,258.811,126.173,82.8772)", "prints the dump's frame again")
assertEqual(upright.bounds, CGRect(0, 0, 100, 50), "turned by 90°: the frame is tall, the bounds wide")
assertEqual(upright.center, CGPoint(300, 100))
assertEqual(scaled.bounds, CGRect(0, 0, 30, 20))
assertEqual(scaled.center, CGPoint(40, 320))
assertEqual(diamond.bounds, CGRect(0, 0, 100, 100), "exactly 45°: taken as a square")
assertEqual(hitTest(200 + 55 * math.cos(math.pi / 8), 300.25 + 55 * math.sin(math.pi / 8)), wide)
assertEqual(hitTest(140, 262), turned, "in the box around the turned view, not in it")
assertEqual(hitTest(300, 60), upright)
assertEqual(tostring(upright:convertPointFromView({300, 60}, turned)), "(10,25)", "the wide bounds, turned")
turned.window.hidden = true

-- Both indentation styles, and others.
local styles = {
  "<UIView: 0x1; frame = (0 0; 100 100)>\n   | <UIView: 0x2; frame = (0 0; 50 50)>\n   |    | <UIView: 0x3; frame = (0 0; 10 10)>\n   | <UIView: 0x4; frame = (50 50; 50 50)>",
  "<UIView: 0x1; frame = (0 0; 100 100)>\n| <UIView: 0x2; frame = (0 0; 50 50)>\n| | <UIView: 0x3; frame = (0 0; 10 10)>\n| <UIView: 0x4; frame = (50 50; 50 50)>",
  "<UIView: 0x1; frame = (0 0; 100 100)>\n\t<UIView: 0x2; frame = (0 0; 50 50)>\n\t\t<UIView: 0x3; frame = (0 0; 10 10)>\n\t<UIView: 0x4; frame = (50 50; 50 50)>",
}
for i, text in ipairs(styles) do
  local r = importHierarchy(text)
  assertEqual(#r.subviews, 2, "style " .. i)
  assertEqual(r.subviews[1].subviews[1].name, "0x3", "style " .. i)
  assertEqual(r.subviews[2].name, "0x4", "style " .. i)
  r.window.hidden = true
end

-- Without addresses (snapshot tests strip them), views are unnamed.
local plain = importHierarchy("<UIView; frame = (0 0; 375 667); layer = <CALayer>>\n   | <UILabel; frame = (0 0; 10 10); text = 'Hi'; layer = <_UILabelLayer>>")
assertEqual(plain.name, nil)
assertEqual(plain.subviews[1].name, "Hi")
plain.window.hidden = true

-- A line that is not a view description is skipped with a warning (stderr and a record).
sim.record(true)
sim.clearRecords()
local skipped = importHierarchy([[
<UIView: 0x7a01; frame = (0 0; 375 667); layer = <CALayer: 0x6001>>
   | CardView(title: "Hello")
   |    | <UILabel: 0x7a02; frame = (10 10; 100 20); text = 'Hello'; layer = <_UILabelLayer: 0x6002>>
   | <UIView: 0x7a03; frame = (0 100; 10 10); layer = <CALayer: 0x6003>>
]])
assertEqual(#skipped.subviews, 2)
assertEqual(skipped.subviews[1].name, "Hello", "the views under it go to its superview")
local warnings = {}
for _, r in ipairs(sim.records()) do if r.kind == "warning" then warnings[#warnings + 1] = r.reason end end
assertEqual(warnings, {
  'importHierarchy: (text):2: skipped (not a view description): CardView(title: "Hello") (the views under it are put in its superview, at their printed frames)',
})
sim.record(false)
skipped.window.hidden = true

-- Bad input: an error naming the file or "(text)" and the line; nothing of it is left in any window.
local function countViews()
  local n = 0
  for _, w in ipairs(app.windows) do
    local function walk(v) n = n + 1 for _, s in ipairs(v.subviews) do walk(s) end end
    walk(w)
  end
  return n
end
local before, windowsBefore = countViews(), #app.windows
local bad = {
  {"<UIView: 0x1; frame = (0 0; 100 100)>\n   | <UIView: 0x2; frame = (0 0; 10 10)>\n   |    |    | <UIView: 0x3; frame = (0 0; 1 1)>",
   "importHierarchy: (text):3: 2 levels deeper than line 2 above it (a subview is one '|' deeper than its superview)"},
  {"<UIView: 0x1; frame = (0 0; 100 100)>\n   | <UIView: 0x2; frame = (0 0; abc 10)>",
   "importHierarchy: (text):2: frame: the width 'abc' is not a number"},
  {"<UIView: 0x1; frame = (0 0; 100 100); transform = [1, 0, 0, 1, 0, z]>",
   "importHierarchy: (text):1: transform: the ty 'z' is not a number"},
  {"<UIView: 0x1; frame = (0 0; 100 100); alpha = 1/2>", "importHierarchy: (text):1: alpha: '1/2' is not a number"},
  {"<UIScrollView: 0x1; frame = (0 0; 100 100); contentSize: {1, two}>",
   "importHierarchy: (text):1: contentSize: the height 'two' is not a number"},
  {"<UIView: 0x1; frame = (0 0; 100 100); tag = five>", "importHierarchy: (text):1: tag: 'five' is not a whole number"},
  {"<UIView: 0x1; frame = (0 0; 100 100); clipsToBounds = yes>",
   "importHierarchy: (text):1: clipsToBounds: expected YES or NO, got 'yes'"},
  -- An empty value (found by the fuzz harness, seed 4126898: it trapped the parser).
  {"<UIView: 0x1; frame = (0 0; 100 100); clipsToBounds = ;YES; layer = <CALayer: 0x2>>",
   "importHierarchy: (text):1: clipsToBounds: expected YES or NO, got ''"},
  {"<UIView: 0x1; frame = ; layer = <CALayer: 0x2>>", "importHierarchy: (text):1: frame"},
  {"just some words\nand more\n", "importHierarchy: (text):1: no view description found"},
  {"<UIView: 0x1; frame = (0 0; 100 100)>\n<UIView: 0x2; frame = (0 0; 100 100)>",
   "importHierarchy: (text):2: a second top-level view: line 1 is the root, and a dump has one root"},
  {"<UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>\n", "importHierarchy: (text):1: the description is not closed ('>' missing)"},
}
for _, case in ipairs(bad) do
  assertError(function() importHierarchy(case[1]) end, case[2])
end
assertError(function()
  importHierarchy("<UIView: 0x1; frame = (0 0; 100 100)>", "<A 0x2>, state: appeared, view: <UIView 0x1>\n   |    | <B 0x3>, state: appeared, view: <UIView 0x9>")
end, "importHierarchy: (text):2: 2 levels deeper than line 1 above it (a child is one '|' deeper than its parent)")
assertError(function() importHierarchy("<UIView: 0x1; frame = (0 0; 100 100)>", "<UIView: 0x1; frame = (0 0; 100 100)>") end,
  "importHierarchy: (text):1: a view description, where view controllers (_printHierarchy lines) were expected")
assertError(function() importHierarchy("no/such/dump.txt") end,
  "importHierarchy: no/such/dump.txt: cannot read the file (No such file or directory)")
assertError(function() importHierarchy() end, "bad argument #1 to 'importHierarchy' (string expected, got no value)")
assertEqual(countViews(), before, "no view of a bad dump is left in a window")
assertEqual(#app.windows, windowsBefore, "and no window was made")

-- From a file: errors name it.
local path = os.tmpname()
local f = assert(io.open(path, "w"))
f:write("<UIView: 0x1; frame = (0 0; 100 100)>\n   | <UIView: 0x2; frame = (0 0; 10 oops)>\n")
f:close()
assertError(function() importHierarchy(path) end, "importHierarchy: " .. path .. ":2: frame: the height 'oops' is not a number")
f = assert(io.open(path, "w"))
f:write("<UIView: 0x1; frame = (0 0; 100 100)>\n   | <UIView: 0x2; frame = (0 0; 10 10)>\n")
f:close()
local fromFile = importHierarchy(path)
assertEqual(fromFile.subviews[1].name, "0x2")
fromFile.window.hidden = true
os.remove(path)

-- View controllers (_printHierarchy), as a second argument or in the same text.
local shown = importHierarchy([[
<UIWindow: 0x7901; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6001>>
   | <UILayoutContainerView: 0x7902; frame = (0 0; 375 667); layer = <CALayer: 0x6002>>
   |    | <UIView: 0x7903; frame = (0 0; 375 667); layer = <CALayer: 0x6003>>
   |    |    | <UIButton: 0x7904; frame = (10 10; 100 44); layer = <CALayer: 0x6004>>
]], [[
<UINavigationController 0x7c01>, state: appeared, view: <UILayoutContainerView 0x7902>
   | <MyApp.ListViewController 0x7c02>, state: appeared, view: <UIView 0x7903>
]])
local chain = {}
for i, r in ipairs(responderChain(hitTest(20, 20))) do chain[i] = tostring(r) end
assertEqual(chain, {
  'UIButton "0x7904" (10,10,100,44)', 'UIView "0x7903" (0,0,375,667)', 'MyApp.ListViewController "0x7c02"',
  'UILayoutContainerView "0x7902" (0,0,375,667)', 'UINavigationController "0x7c01"', 'UIWindow "0x7901" (0,0,375,667)',
  "UIApplication",
})
assertEqual(shown.rootViewController.className, "UINavigationController")
assertEqual(shown.rootViewController.children[1].view, shown:find("0x7903"))
assertEqual(shown.rootViewController.class.super, UIViewController)

-- A class the script made with a dump's class name (over the same built-in class) is the
-- one the import uses, so its overrides apply to the imported views.
local PassThrough = UIView:subclass("MyApp.PassThroughView")
function PassThrough:hitTest(point, event)
  local hit = UIView.hitTest(self, point, event)
  if hit == self then return nil end
  return hit
end
local Misfit = UIControl:subclass("MyApp.Overlay")   -- a UIControl: the dump's MyApp.Overlay is a plain view
local overlayRoot = importHierarchy([[
<UIWindow: 0x7801; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6001>>
   | <UIButton: 0x7802; frame = (10 10; 100 44); layer = <CALayer: 0x6002>>
   | <MyApp.PassThroughView: 0x7803; frame = (0 0; 375 667); layer = <CALayer: 0x6003>>
   | <MyApp.Overlay: 0x7804; frame = (0 300; 375 100); layer = <CALayer: 0x6004>>
]])
assertEqual(overlayRoot:find("0x7803").class, PassThrough)
assertEqual(hitTest(20, 20), overlayRoot:find("0x7802"), "the pass-through view lets the button have the tap")
assertEqual(overlayRoot:find("0x7804").class == Misfit, false, "a class over another built-in class is not used")
assertEqual(overlayRoot:find("0x7804").class.super, UIView)

-- Tags are NSIntegers: the largest one imports, reads back, and can be set again.
local big = importHierarchy([[
<UIView: 0x9f01; frame = (0 0; 10 10); tag = 9223372036854775807; layer = <CALayer: 0x9f02>>
]])
assertEqual(big.tag, math.maxinteger)
big.tag = big.tag
assertEqual(big.tag, math.maxinteger)

-- Issue 20: a dump as `p`/`expr` print it, one Swift string on one line, is text, unescaped.
local printed = importHierarchy([[(String) $R0 = "<UIWindow: 0xa001; frame = (0 0; 320 480); layer = <UIWindowLayer: 0xa002>>\n   | <UIButton: 0xa003; frame = (10 400; 300 50)>\n   |    | <UIButtonLabel: 0xa004; frame = (100 15; 100 20); text = 'Pay \"now\"'; userInteractionEnabled = NO>"]])
assertEqual(printed.name, "0xa001")
assertEqual(printed:find('Pay "now"').className, "UIButtonLabel")
assertEqual(hitTest(20, 420), printed:find("0xa003"))
-- A bad field after a log prefix is an error naming its line, not a skipped line.
assertError(function()
  importHierarchy("2024-05-01 10:00:00.000 App[1:2] <UIView: 0xa101; frame = (0 0; 10 10)>\n"
    .. "2024-05-01 10:00:00.000 App[1:2]    | <UIView: 0xa102; frame = (0 0; 1 1); hidden = maybe>\n")
end, "importHierarchy: (text):2: hidden: expected YES or NO, got 'maybe'")

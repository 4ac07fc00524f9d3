-- SPEC 2 and §10: frames, bounds, centres, transforms about the centre, conversions.
local root = UIView{frame = {0, 0, 100, 100}}
local s1 = UIView{frame = {20, 10, 10, 10}}
local s2 = UIView{frame = {80, 80, 20, 20}}
local s3 = UIView{frame = {5, 5, 5, 5}}
root:addSubview(s1); root:addSubview(s2); s2:addSubview(s3)
assertEqual(root:convertPointToView({15, 15}, s1), CGPoint(-5, 5))
assertEqual(s1:convertPointToView(CGPoint(60, 70), s2), CGPoint(0, 0))
assertEqual(s2:convertPointToView({x = -5, y = -5}, s1), CGPoint(55, 65))
assertEqual(s3:convertPointToView({1, 1}, s1), CGPoint(66, 76))
assertEqual(s1:convertPointFromView({1, 1}, s3), CGPoint(66, 76))
assertEqual(s3:convertRectToView({0, 0, 5, 5}, root), CGRect(85, 85, 5, 5))

-- View (0,0,80,40); sub with scale 2 then frame (10,10,60,40): view→sub (60,20) = (25,5).
local view = UIView{frame = {0, 0, 80, 40}}
local sub = UIView{}
view:addSubview(sub)
sub.transform = CGAffineTransform.makeScale(2, 2)   -- scale first, then the frame
sub.frame = {10, 10, 60, 40}
assertEqual(sub.bounds, CGRect(0, 0, 30, 20), "bounds.size = frame.size / scale")
assertEqual(sub.center, CGPoint(40, 30))
assertEqual(view:convertPointToView({60, 20}, sub), CGPoint(25, 5))

-- Rotation about the centre: a 100x50 view turned 90° clockwise.
local parent = UIView{frame = {0, 0, 200, 200}}
local bar = UIView{frame = {50, 50, 100, 50}}
parent:addSubview(bar)
bar.transform = CGAffineTransform.makeRotation(math.pi / 2)
local f = bar.frame
assertEqual({math.floor(f.x + 0.5), math.floor(f.y + 0.5), math.floor(f.width + 0.5), math.floor(f.height + 0.5)}, {75, 25, 50, 100})
local corner = bar:convertPointToView({0, 0}, parent)
assertEqual({math.floor(corner.x + 0.5), math.floor(corner.y + 0.5)}, {125, 25})

-- bounds.origin moves the content, not the frame.
local screen = UIView{frame = {0, 0, 375, 667}}
local scroller = UIView{frame = {0, 0, 100, 100}}
screen:addSubview(scroller)
scroller.bounds = {0, 150, 100, 100}
assertEqual(scroller.frame, CGRect(0, 0, 100, 100))
assertEqual(scroller:convertPointFromView({10, 10}, nil), CGPoint(10, 160))

-- Value helpers.
local r = CGRectMake(10, 20, 100, 50)
assertEqual({r.minX, r.midX, r.maxX, r.minY, r.midY, r.maxY}, {10, 60, 110, 20, 45, 70})
assertEqual(r.origin, CGPoint(10, 20))
assertEqual(r.size, CGSize(100, 50))
assertEqual(r:contains({10, 20}), true)
assertEqual(r:contains({110, 70}), false, "far edges are outside")
assertEqual(CGRectContainsPoint(r, CGPointMake(109.5, 69.5)), true)
assertEqual(CGRectInset(r, -10, -10), CGRect(0, 10, 120, 70))
assertEqual(r:offsetBy(5, 5), CGRect(15, 25, 100, 50))
assertEqual(r:intersects(CGRect(100, 60, 50, 50)), true)
assertEqual(r:union(CGRect(0, 0, 10, 10)), CGRect(0, 0, 110, 70))
assertEqual(tostring(r), "(10,20,100,50)")
assertEqual(tostring(CGPoint(52.5, -5)), "(52.5,-5)")
local t = CGAffineTransform.makeScale(2, 3):concatenating(CGAffineTransform.makeTranslation(5, 7))
assertEqual(t:apply({1, 1}), CGPoint(7, 10))
local back = t:inverted():apply({7, 10})
assertEqual(math.abs(back.x - 1) < 1e-12 and math.abs(back.y - 1) < 1e-12, true, "inverse")
assertEqual(CGAffineTransform.identity, CGAffineTransform(1, 0, 0, 1, 0, 0))
assertEqual(UIScreen.main.bounds, CGRect(0, 0, 375, 667))

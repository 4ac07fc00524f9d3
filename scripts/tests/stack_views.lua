-- SPEC 11.9, 11.11 "Stack views": UIStackView lays out its arranged views.
-- It arranges them in its layoutSubviews (SPEC 12.6 rule 5): a change shows in the
-- frames after layoutIfNeeded() or the next event, as in UIKit (layout.lua has more).
local w = UIWindow{} w:makeKeyAndVisible()
local a = UIView{name = "a", frame = {0, 0, 50, 40}}
local b = UIView{name = "b", frame = {0, 0, 80, 60}}
local c = UIView{name = "c", frame = {0, 0, 30, 20}}
local stack = UIStackView{name = "stack", frame = {10, 100, 300, 44}, arrangedSubviews = {a, b}}
w:addSubview(stack)

-- Defaults, as UIKit's.
assertEqual(stack.axis, "horizontal")
assertEqual(stack.spacing, 0)
assertEqual(stack.distribution, "fill")
assertEqual(stack.alignment, "fill")
assertEqual(stack.arrangedSubviews, {a, b})
assertEqual(stack.subviews, {a, b}, "arranged views are subviews")

-- "fill": each keeps its own length along the axis; across it, each fills the stack.
assertEqual(a.frame, CGRect(0, 0, 50, 40), "not arranged before the layout pass")
stack:layoutIfNeeded()
assertEqual(a.frame, CGRect(0, 0, 50, 44))
assertEqual(b.frame, CGRect(50, 0, 80, 44))
stack.spacing = 8
stack:layoutIfNeeded()
assertEqual(b.frame, CGRect(58, 0, 80, 44), "spacing between neighbours")
stack:addArrangedSubview(c)
stack:layoutIfNeeded()
assertEqual(c.frame, CGRect(146, 0, 30, 44))

-- insertArrangedSubview is 1-based, as insertSubview.
local d = UIView{name = "d", frame = {0, 0, 10, 10}}
stack:insertArrangedSubview(d, 1)
assertEqual(stack.arrangedSubviews, {d, a, b, c})
assertEqual(stack.subviews, {a, b, c, d}, "a new subview is added last")
stack:layoutIfNeeded()
assertEqual(a.frame, CGRect(18, 0, 50, 44))

-- A hidden arranged view takes no space and no spacing: the next one moves under the finger.
assertEqual(hitTest(10 + 30, 120), a)
d.hidden = true
assertEqual(hitTest(10 + 30, 120), a, "hit testing lays out first")
assertEqual(a.frame, CGRect(0, 0, 50, 44))
assertEqual(hitTest(10 + 70, 120), b, "b moved left into where a was")
a.hidden = true
assertEqual(hitTest(10 + 30, 120), b, "hiding a moves b under the finger")
a.hidden = false
d.hidden = false

-- removeArrangedSubview: no longer laid out, still a subview.
stack:removeArrangedSubview(d)
assertEqual(stack.arrangedSubviews, {a, b, c})
assertEqual(d.superview, stack)
stack:layoutIfNeeded()
assertEqual(a.frame, CGRect(0, 0, 50, 44))
-- removeFromSuperview also ends arrangement.
c:removeFromSuperview()
assertEqual(stack.arrangedSubviews, {a, b})
-- Moving an arranged view to another view ends it too.
stack:addArrangedSubview(c)
w:addSubview(c)
assertEqual(stack.arrangedSubviews, {a, b})

-- "fillEqually" shares the length; vertical axis.
stack.distribution = "fillEqually"
stack:layoutIfNeeded()
assertEqual(a.frame, CGRect(0, 0, 146, 44))
assertEqual(b.frame, CGRect(154, 0, 146, 44))
stack.axis = "vertical"
stack.frame = {10, 100, 100, 208}
stack:layoutIfNeeded()
assertEqual(a.frame, CGRect(0, 0, 100, 100), "a new size lays out again")
assertEqual(b.frame, CGRect(0, 108, 100, 100))

-- Nested stack views lay out in turn.
local inner = UIStackView{name = "inner", frame = {0, 0, 0, 50}, distribution = "fillEqually",
  arrangedSubviews = {UIView{name = "x"}, UIView{name = "y"}}}
stack:addArrangedSubview(inner)
stack:layoutIfNeeded()
assertEqual(inner.frame, CGRect(0, 144, 100, 64), "three equal rows of (208 - 16) / 3")
assertEqual(inner.arrangedSubviews[2].frame, CGRect(50, 0, 50, 64))

-- Own sizes do not depend on the order the constructor's keys are applied in.
local tall = UIStackView{frame = {0, 0, 100, 300}, axis = "vertical",
  arrangedSubviews = {UIView{frame = {0, 0, 0, 40}}, UIView{frame = {0, 0, 0, 70}}}}
tall:layoutIfNeeded()
assertEqual(tall.arrangedSubviews[2].frame, CGRect(0, 40, 100, 70))
tall.axis = "horizontal"
tall.axis = "vertical"
tall:layoutIfNeeded()
assertEqual(tall.arrangedSubviews[2].frame, CGRect(0, 40, 100, 70), "the stack's own layout does not change them")
tall.arrangedSubviews[1].frame = {0, 0, 100, 10}
tall:layoutIfNeeded()
assertEqual(tall.arrangedSubviews[2].frame, CGRect(0, 10, 100, 70), "a script's new size is its own size")

-- Bad input.
assertError(function() stack:addArrangedSubview(stack) end, "cannot arrange itself")
assertError(function() stack.axis = "diagonal" end, '"horizontal" or "vertical"')
assertError(function() stack.distribution = 3 end, "distribution")
assertError(function() stack:insertArrangedSubview(a, "x") end, "insertArrangedSubview")
assertError(function() inner:addArrangedSubview(stack) end, "descendant")
assertEqual(stack.arrangedSubviews, {a, b, inner}, "nothing half-done")
print("stack views: ok")

-- SPEC 12.6 and 12.8 "Layout": layoutSubviews, setNeedsLayout, layoutIfNeeded, when the
-- pass runs, autoresizing, containers laying out in their layoutSubviews.
local w = UIWindow{name = "w"} w:makeKeyAndVisible()
sim.record(true)
local function warnings()
  local out = {}
  for _, r in ipairs(sim.records()) do if r.kind == "warning" then out[#out + 1] = r.reason end end
  sim.clearRecords()
  return out
end

local calls = {}
local function logged(name)
  local v = UIView{name = name, frame = {0, 0, 100, 100}}
  function v:layoutSubviews()
    calls[#calls + 1] = self.name
    UIView.layoutSubviews(self)
  end
  return v
end
local function taken() local out = calls calls = {} return out end

-- Rule 1: setNeedsLayout returns at once; layoutIfNeeded runs what is pending, once.
local root = logged("root") w:addSubview(root)
local child = logged("child") root:addSubview(child)
local leaf = logged("leaf") child:addSubview(leaf)
w:layoutIfNeeded()
assertEqual(taken(), {"root", "child", "leaf"}, "a new view's first size marks it, top-down")
w:layoutIfNeeded()
assertEqual(taken(), {}, "nothing pending: nothing called")
leaf:setNeedsLayout()
child:setNeedsLayout()
root:setNeedsLayout()
assertEqual(taken(), {}, "setNeedsLayout returns at once")
root:layoutIfNeeded()
assertEqual(taken(), {"root", "child", "leaf"}, "top-down, whatever the order marked, each once")
leaf:setNeedsLayout() root:setNeedsLayout()
child:layoutIfNeeded()
assertEqual(taken(), {"leaf"}, "only the view's own subtree")
root:layoutIfNeeded()
assertEqual(taken(), {"root"})

-- Rule 2: what marks a view. A new size does; a move does not.
child.frame = {10, 10, 100, 100}
w:layoutIfNeeded()
assertEqual(taken(), {}, "a move is no new size")
child.frame = {10, 10, 90, 100}
w:layoutIfNeeded()
assertEqual(taken(), {"child"})
child.bounds = {0, 0, 90, 50}
w:layoutIfNeeded()
assertEqual(taken(), {"child"})
leaf:removeFromSuperview()
w:layoutIfNeeded()
assertEqual(taken(), {"child"}, "removing a subview marks its superview")
child:addSubview(leaf)
taken()

-- Rule 3: when the pass runs. Reading geometry does not lay out (case 59).
local stack = UIStackView{name = "stack", frame = {0, 200, 300, 40}}
w:addSubview(stack)
local a = UIView{name = "a", frame = {0, 0, 50, 10}}
stack:addArrangedSubview(a)
assertEqual(a.frame, CGRect(0, 0, 50, 10), "the old frame until layout")
tap(300, 600) -- the end of an event
assertEqual(a.frame, CGRect(0, 0, 50, 40), "laid out at the end of the event")
local b = UIView{name = "b", frame = {0, 0, 60, 10}}
stack:addArrangedSubview(b)
assertEqual(b.frame, CGRect(0, 0, 60, 10))
assertEqual(hitTest(70, 220), b, "hitTest(loc) lays out before it looks")
assertEqual(b.frame, CGRect(50, 0, 60, 40))
stack.spacing = 10
explain(5, 5)
assertEqual(b.frame, CGRect(60, 0, 60, 40), "explain lays out first")
stack.spacing = 20
tree(stack)
assertEqual(b.frame, CGRect(70, 0, 60, 40), "tree lays out first")
stack.spacing = 0
render()
assertEqual(b.frame, CGRect(50, 0, 60, 40), "render lays out first")
-- A timer's firing is a turn of its own: a completion's change is laid out after it.
UIView.animate(0.1, function() end, nil, function() stack.spacing = 5 end)
wait(0.2)
assertEqual(b.frame, CGRect(55, 0, 60, 40), "laid out after the timer fired")
-- An override sees the marks of its turn: layoutSubviews runs after the touch's handlers.
local order = {}
local box = UIView{name = "box", frame = {0, 300, 100, 100}}
function box:layoutSubviews() order[#order + 1] = "layoutSubviews" end
function box:touchesEnded() order[#order + 1] = "touchesEnded" self:setNeedsLayout() end
w:addSubview(box)
w:layoutIfNeeded()
order = {}
tap(box)
assertEqual(order, {"touchesEnded", "layoutSubviews"})

-- Rule 4: autoresizing, in proportion to the flexible parts.
local sup = UIView{name = "sup", frame = {0, 0, 200, 100}}
local fw = UIView{name = "fw", frame = {20, 10, 100, 50}, autoresizingMask = {"flexibleWidth", "flexibleHeight"}}
local fl = UIView{name = "fl", frame = {50, 10, 100, 20}, autoresizingMask = {"flexibleLeftMargin", "flexibleRightMargin"}}
local fixed = UIView{name = "fixed", frame = {150, 60, 40, 20}}
local all = UIView{name = "all", frame = {50, 0, 100, 100},
  autoresizingMask = {"flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin"}}
sup:addSubview(fw) sup:addSubview(fl) sup:addSubview(fixed) sup:addSubview(all)
assertEqual(fw.autoresizingMask, {"flexibleWidth", "flexibleHeight"})
assertEqual(fixed.autoresizingMask, {})
sup.frame = {0, 0, 300, 200}
assertEqual(fw.frame, CGRect(20, 10, 200, 150), "at once, not at layout")
assertEqual(fl.frame, CGRect(100, 10, 100, 20), "the margins share the change 50:50")
assertEqual(fixed.frame, CGRect(150, 60, 40, 20), "no mask: keeps its place and size")
assertEqual(all.frame, CGRect(75, 0, 150, 100), "50:100:50 of 100 more")
sup.autoresizesSubviews = false
sup.frame = {0, 0, 100, 100}
assertEqual(fw.frame, CGRect(20, 10, 200, 150), "autoresizesSubviews false: nothing follows")
assertEqual(sup.autoresizesSubviews, false)
-- Nested: a subview resized by its mask resizes its own subviews.
local outer = UIView{frame = {0, 0, 100, 100}}
local mid = UIView{frame = {0, 0, 100, 100}, autoresizingMask = "flexibleWidth"}
local inner = UIView{frame = {10, 0, 80, 10}, autoresizingMask = {"flexibleWidth"}}
outer:addSubview(mid) mid:addSubview(inner)
outer.frame = {0, 0, 200, 100}
assertEqual(inner.frame, CGRect(10, 0, 180, 10))
-- An unknown name is an error naming it; nothing is changed.
assertError(function() inner.autoresizingMask = {"flexibleWidht"} end,
  "unknown autoresizing name 'flexibleWidht'; known: flexibleLeftMargin, flexibleWidth, flexibleRightMargin,")
assertError(function() inner.autoresizingMask = 3 end, "list of autoresizing names")
assertEqual(inner.autoresizingMask, {"flexibleWidth"})

-- Rule 5: a cell's contentView follows the cell's bounds (a cell outside a table too).
local cell = UITableViewCell{frame = {0, 0, 320, 44}}
cell.frame = {0, 0, 375, 60}
assertEqual(cell.contentView.frame, CGRect(0, 0, 320, 44), "until layout")
cell:layoutIfNeeded()
assertEqual(cell.contentView.frame, CGRect(0, 0, 375, 60))
-- A subclass layoutSubviews that does not call the built-in loses it.
local Lazy = UITableViewCell:subclass("LazyCell")
function Lazy:layoutSubviews() end
local lazy = Lazy{frame = {0, 0, 320, 44}}
lazy.frame = {0, 0, 375, 44}
lazy:layoutIfNeeded()
assertEqual(lazy.contentView.frame, CGRect(0, 0, 320, 44))
-- In a table too: the table sizes its cells, and their layoutSubviews decides.
local lazyTable = UITableView{frame = {0, 300, 375, 200}}
local made = {}
lazyTable.dataSource = {
  numberOfRowsInSection = function(self, t, s) return 2 end,
  cellForRowAt = function(self, t, ip)
    local c = (ip.row == 0 and Lazy or UITableViewCell){}
    made[ip.row] = c
    return c
  end,
}
w:addSubview(lazyTable)
w:layoutIfNeeded()
assertEqual({made[0].frame, made[0].contentView.frame}, {CGRect(0, 0, 375, 44), CGRect(0, 0, 320, 44)},
  "a LazyCell in a table keeps the contentView it was made with (UIKit's 320 x 44)")
assertEqual(made[1].contentView.frame, CGRect(0, 0, 375, 44), "a plain cell's contentView fills it")
function Lazy:layoutSubviews() UITableViewCell.layoutSubviews(self) end
lazyTable.frame = {0, 300, 300, 200}
w:layoutIfNeeded()
assertEqual(made[0].contentView.frame, CGRect(0, 0, 300, 44), "calling the built-in lays the contentView out")
lazyTable:removeFromSuperview()
Lazy.layoutSubviews = function() end
local LazyStack = UIStackView:subclass("LazyStack")
function LazyStack:layoutSubviews() end
local ls = LazyStack{frame = {0, 0, 100, 30}, arrangedSubviews = {UIView{frame = {0, 0, 10, 10}}}}
ls:layoutIfNeeded()
assertEqual(ls.arrangedSubviews[1].frame, CGRect(0, 0, 10, 10))
function ls:layoutSubviews() UIStackView.layoutSubviews(self) end
ls:setNeedsLayout() ls:layoutIfNeeded()
assertEqual(ls.arrangedSubviews[1].frame, CGRect(0, 0, 10, 30), "calling the built-in arranges")
-- N changes to a stack view cost one arrangement.
local count = 0
local Counting = UIStackView:subclass("CountingStack")
function Counting:layoutSubviews() count = count + 1 UIStackView.layoutSubviews(self) end
local cs = Counting{frame = {0, 0, 300, 30}}
w:addSubview(cs)
for i = 1, 50 do cs:addArrangedSubview(UIView{frame = {0, 0, 5, 5}}) end
cs.spacing = 1
cs.arrangedSubviews[3].hidden = true
tap(300, 600)
assertEqual(count, 1)
assertEqual(cs.arrangedSubviews[4].frame, CGRect(12, 0, 5, 30), "the hidden third takes no space")

-- 12.8: a layout that marks views again reruns; a loop stops after 100 rounds with a warning.
local spin = UIView{name = "spin", frame = {0, 0, 10, 10}}
local spins = 0
function spin:layoutSubviews() spins = spins + 1 self:setNeedsLayout() end
w:addSubview(spin)
warnings()
w:layoutIfNeeded()
assertEqual(spins, 100)
local said = warnings()
assertEqual(#said, 1)
assertEqual(said[1]:find("layout loop: 100 rounds", 1, true) ~= nil, true, said[1])
assertEqual(said[1]:find('UIView "spin"', 1, true) ~= nil, true, said[1])
spins = 0
w:layoutIfNeeded()
assertEqual(spins, 0, "the loop's views are left unmarked")
spin:removeFromSuperview()
-- A view marked again by a later one in the same pass is laid out again.
local first = logged("first") local second = logged("second")
w:addSubview(first) w:addSubview(second)
w:layoutIfNeeded() taken()
function second:layoutSubviews() calls[#calls + 1] = "second" first:setNeedsLayout() end
second:setNeedsLayout()
w:layoutIfNeeded()
assertEqual(taken(), {"second", "first"})
-- An error in layoutSubviews is reported; the pass goes on.
local bad = UIView{name = "bad", frame = {0, 0, 10, 10}}
function bad:layoutSubviews() error("layout broke") end
w:addSubview(bad)
first:setNeedsLayout() bad:setNeedsLayout()
function second:layoutSubviews() calls[#calls + 1] = "second" end
second:setNeedsLayout()
local ok, err = pcall(function() w:layoutIfNeeded() end)
assertEqual(ok, false)
assertEqual(tostring(err):find("layout broke", 1, true) ~= nil, true, tostring(err))
assertEqual(taken(), {"first", "second"}, "the views after the failing one were laid out")
ok = pcall(tap, 300, 600)
assertEqual(ok, true, "nothing left half-way")
bad:removeFromSuperview()

-- Rule 6: Auto Layout is out of scope.
local v = UIView{}
v.translatesAutoresizingMaskIntoConstraints = false
assertEqual(#warnings(), 0, "accepted without a word")
assertError(function() NSLayoutConstraint{} end, "UIKit API respond-lua does not implement")
assertEqual(v.topAnchor, nil)
assertEqual(warnings()[1]:find("'topAnchor' is UIKit API respond-lua does not implement", 1, true) ~= nil, true)
print("layout: ok")

-- SPEC 12.4: the scroll view and its pan.
local w = UIWindow{} w:makeKeyAndVisible()
local log = {}
local function logged() local out = log; log = {}; return out end
local function add(s) log[#log + 1] = s end
-- A drag whose finger rests 0.1 s before lifting: no deceleration (rule 4).
local function slowDrag(x, y1, y2)
  local f = touchDown(x, y1)
  for i = 1, 5 do f:hold(1 / 60) f:moveTo(x, y1 + (y2 - y1) * i / 5) end
  f:hold(0.1)
  f:up()
end

-- Rule 1: the pan's delegate is the scroll view; another one raises.
local sv = UIScrollView{name = "list", frame = {0, 0, 375, 600}, contentSize = {375, 2000}}
w:addSubview(sv)
local pan = sv.panGestureRecognizer
assertEqual(pan.delegate, sv)
assertError(function() pan.delegate = {} end,
  "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate. "
  .. "(the pan of UIScrollView \"list\"; define shouldRecognizeSimultaneouslyWith or gestureRecognizerShouldBegin "
  .. "on the scroll view instead)")
assertError(function() pan.delegate = nil end, "must have its scroll view as its delegate")
assertError(function() pan.delegate = UIScrollView{name = "other"} end, "(the pan of UIScrollView \"list\";")
pan.delegate = sv   -- itself: accepted, nothing changes
assertEqual(pan.delegate, sv)
assertError(function() sv.panGestureRecognizer = UIPanGestureRecognizer{} end, "read-only")
assertEqual(sv.pinchGestureRecognizer, nil, "the pinch is not modelled")

-- Rule 3: tables always bounce vertically; scroll views and collections do not.
assertEqual(sv.alwaysBounceVertical, false)
assertEqual(UITableView{}.alwaysBounceVertical, true)
assertEqual(UICollectionView{}.alwaysBounceVertical, false)
assertEqual(UITableView{}.alwaysBounceHorizontal, false)
local short = UITableView{name = "short", frame = {0, 0, 375, 600}}
short.dataSource = {numberOfRowsInSection = function() return 1 end,
                    cellForRowAt = function(self, tv, ip) return UITableViewCell{} end}
w:addSubview(short)
short.delegate = {scrollViewWillBeginDragging = function() add("short willBeginDragging") end}
drag(200, 300, 200, 400)
assertEqual(logged(), {"short willBeginDragging"}, "a table with one row can be pulled")
assertEqual(short.contentOffset, CGPoint(0, 0), "and springs back")
short:removeFromSuperview()

-- Rule 2: shouldRecognizeSimultaneouslyWith on a subclass is asked with the pan as g.
local Outer = UIScrollView:subclass("OuterScrollView")
function Outer:shouldRecognizeSimultaneouslyWith(g, other)
  add("Outer asked: g is its pan " .. tostring(g == self.panGestureRecognizer) .. ", other " .. other.className
    .. " of " .. other.view.name)
  return self.simultaneous
end
sv:removeFromSuperview()
local outer = Outer{name = "outer", frame = {0, 0, 375, 600}, contentSize = {375, 2000}}
local inner = UIScrollView{name = "inner", frame = {0, 100, 375, 300}, contentSize = {375, 900}}
outer:addSubview(inner)
w:addSubview(outer)
slowDrag(200, 300, 200)
local P, D = "UIScrollViewPanGestureRecognizer", "UIScrollViewDelayedTouchesBeganGestureRecognizer"
assertEqual(logged(), {"Outer asked: g is its pan true, other " .. P .. " of inner"})
assertEqual({outer.contentOffset, inner.contentOffset}, {CGPoint(0, 0), CGPoint(0, 90)}, "the inner one alone")
inner.contentOffset = {0, 0}
outer.simultaneous = true
slowDrag(200, 300, 200)
assertEqual(logged(), {"Outer asked: g is its pan true, other " .. P .. " of inner",
  "Outer asked: g is its pan true, other " .. P .. " of inner"},
  "as the inner pan begins, and as the outer one does (SPEC 6.4)")
assertEqual({outer.contentOffset, inner.contentOffset}, {CGPoint(0, 90), CGPoint(0, 90)}, "both scroll")
outer.contentOffset = {0, 0}
inner.contentOffset = {0, 0}
outer.simultaneous = false
-- On an instance, too.
function inner:shouldRecognizeSimultaneouslyWith(g, other)
  add("inner asked: g is its pan " .. tostring(g == self.panGestureRecognizer) .. ", other " .. other.className
    .. " of " .. other.view.name)
  return true
end
slowDrag(200, 300, 200)
assertEqual(logged(), {"inner asked: g is its pan true, other " .. D .. " of outer",
  "inner asked: g is its pan true, other " .. P .. " of outer",
  "Outer asked: g is its pan true, other " .. P .. " of inner",
  "inner asked: g is its pan true, other " .. P .. " of outer",
  "Outer asked: g is its pan true, other " .. D .. " of outer"})
assertEqual({outer.contentOffset, inner.contentOffset}, {CGPoint(0, 90), CGPoint(0, 90)})
inner.shouldRecognizeSimultaneouslyWith = nil
outer.contentOffset = {0, 0}
inner.contentOffset = {0, 0}
-- shouldReceiveTouch on the scroll view: its pan never sees a refused touch, so the outer one scrolls.
function inner:shouldReceiveTouch(g, touch)
  add("inner shouldReceiveTouch: its pan " .. tostring(g == self.panGestureRecognizer) .. ", touch " .. touch.phase)
  return false
end
slowDrag(200, 300, 200)
assertEqual(logged(), {"inner shouldReceiveTouch: its pan true, touch began",
  "Outer asked: g is its pan true, other " .. D .. " of outer"})
assertEqual({outer.contentOffset, inner.contentOffset}, {CGPoint(0, 90), CGPoint(0, 0)})
inner.shouldReceiveTouch = nil
outer.contentOffset = {0, 0}
-- shouldRequireFailureOf: the outer pan waits for the inner one, which scrolls.
function outer:shouldRequireFailureOf(g, other)
  return other == inner.panGestureRecognizer
end
slowDrag(200, 300, 200)
assertEqual({outer.contentOffset, inner.contentOffset}, {CGPoint(0, 0), CGPoint(0, 90)})
outer.shouldRequireFailureOf = nil
inner.contentOffset = {0, 0}
logged()

-- gestureRecognizerShouldBegin on the scroll view is asked for its pan; the built-in
-- answer is 11.3's axis test; an override that does not call it replaces the test.
local fits = UIScrollView{name = "fits", frame = {0, 0, 375, 600}, contentSize = {375, 600}}
outer:removeFromSuperview()
w:addSubview(fits)
fits.delegate = {scrollViewWillBeginDragging = function() add("fits willBeginDragging") end}
function fits:gestureRecognizerShouldBegin(g)
  local builtIn = UIScrollView.gestureRecognizerShouldBegin(self, g)
  add("fits asked, its pan " .. tostring(g == self.panGestureRecognizer) .. ", built-in " .. tostring(builtIn))
  return self.answer == nil and builtIn or self.answer
end
slowDrag(200, 300, 200)
assertEqual(logged(), {"fits asked, its pan true, built-in false"}, "vertical, content fits: the built-in says no")
fits.answer = true
slowDrag(200, 300, 200)
assertEqual(logged(), {"fits asked, its pan true, built-in false", "fits willBeginDragging"}, "the override replaces it")
fits.contentSize = {375, 2000}
fits.answer = false
slowDrag(200, 300, 200)
assertEqual(logged(), {"fits asked, its pan true, built-in true"})
assertEqual(fits.contentOffset, CGPoint(0, 0), "refused")
fits.answer = nil
-- A touch on content: the scroll view is asked as the pan's delegate (once).
local content = UIView{name = "content", frame = {0, 0, 375, 2000}}
fits:addSubview(content)
slowDrag(200, 300, 200)
assertEqual(logged(), {"fits asked, its pan true, built-in true", "fits willBeginDragging"})
fits:removeFromSuperview()

-- Rule 4: the release velocity. A finger at rest 0.1 s releases at zero.
assertEqual(UIGestureRecognizer.defaults.velocityRestTime, 0.1)
local list = UIScrollView{name = "list2", frame = {0, 0, 375, 600}, contentSize = {375, 5000}}
w:addSubview(list)
list.delegate = {
  scrollViewDidEndDragging = function(self, s, decelerate) add("didEndDragging " .. tostring(decelerate)) end,
  scrollViewWillBeginDecelerating = function() add("willBeginDecelerating") end,
  scrollViewDidEndDecelerating = function() add("didEndDecelerating") end,
}
local function flick(rest)
  local f = touchDown(200, 500)
  for i = 1, 10 do f:hold(1 / 60) f:moveTo(200, 500 - 30 * i) end
  local v = list.panGestureRecognizer:velocityInView(list)
  if rest > 0 then f:hold(rest) end
  local atLift = list.panGestureRecognizer:velocityInView(list)
  f:up()
  return v, atLift
end
local v, atLift = flick(0.1)
assertEqual(v.y < -1000, true, "moving fast before the rest")
assertEqual(atLift, CGPoint(0, 0), "at rest 0.1 s: no velocity")
assertEqual({logged(), list.isDecelerating}, {{"didEndDragging false"}, false})
local offset = list.contentOffset
sim.settle()
assertEqual(list.contentOffset, offset, "no deceleration")
v, atLift = flick(0.09)
assertEqual(atLift, v, "0.09 s: the velocity stands")
assertEqual({logged(), list.isDecelerating}, {{"didEndDragging true", "willBeginDecelerating"}, true})

-- Rule 5: a touch that stops the deceleration: the offset stops at once; at its lift,
-- didEndDragging(false) then didEndDecelerating.
wait(0.1)
assertEqual(list.isDecelerating, true)
local f = touchDown(200, 300)
local stoppedAt = list.contentOffset
assertEqual({list.isDecelerating, logged()}, {false, {}})
f:hold(0.3)
assertEqual({list.contentOffset, logged()}, {stoppedAt, {}})
f:up()
assertEqual(logged(), {"didEndDragging false", "didEndDecelerating"})
sim.settle()
assertEqual(logged(), {})
-- The stopping touch goes on to drag: neither, the new drag reports as usual.
list.delegate.scrollViewWillBeginDragging = function() add("willBeginDragging") end
flick(0)
assertEqual(logged(), {"willBeginDragging", "didEndDragging true", "willBeginDecelerating"})
wait(0.1)
f = touchDown(200, 300)
f:hold(0.05) f:moveTo(200, 280)
f:hold(0.05) f:moveTo(200, 250)
f:hold(0.2)
f:up()
assertEqual(logged(), {"willBeginDragging", "didEndDragging false"})
sim.settle()
assertEqual(logged(), {})

-- The rest rule applies to a script's pan too.
local board = UIView{name = "board", frame = {0, 0, 375, 600}}
list:removeFromSuperview()
w:addSubview(board)
local p = UIPanGestureRecognizer{}
board:addGestureRecognizer(p)
local f2 = touchDown(100, 100)
for i = 1, 5 do f2:hold(1 / 60) f2:moveTo(100 + 20 * i, 100) end
assertEqual(p:velocityInView(board).x > 500, true)
f2:hold(0.1)
assertEqual(p:velocityInView(board), CGPoint(0, 0))
f2:up()

-- Paging uses the same release velocity: after a rest, the nearest page; a flick turns one.
local pages = UIScrollView{name = "pages", frame = {0, 0, 375, 600}, contentSize = {375 * 3, 600}, pagingEnabled = true}
board:removeFromSuperview()
w:addSubview(pages)
local function swipeLeft(rest)
  local f3 = touchDown(300, 300)
  for i = 1, 5 do f3:hold(1 / 60) f3:moveTo(300 - 30 * i, 300) end
  if rest > 0 then f3:hold(rest) end
  f3:up()
  sim.settle()
  return pages.contentOffset
end
assertEqual(swipeLeft(0.1), CGPoint(0, 0), "at rest: 140 pt is nearer page 0")
assertEqual(swipeLeft(0), CGPoint(375, 0), "a flick: the next page")

-- A stopping touch whose pan fails (it moves along an axis that cannot scroll) reports at its lift too.
local tall = UIScrollView{name = "tall", frame = {0, 0, 375, 600}, contentSize = {375, 5000}}
pages:removeFromSuperview()
w:addSubview(tall)
tall.delegate = {
  scrollViewDidEndDragging = function(self, s, decelerate) add("didEndDragging " .. tostring(decelerate)) end,
  scrollViewDidEndDecelerating = function() add("didEndDecelerating") end,
}
local f4 = touchDown(200, 500)
for i = 1, 10 do f4:hold(1 / 60) f4:moveTo(200, 500 - 30 * i) end
f4:up()
assertEqual({logged(), tall.isDecelerating}, {{"didEndDragging true"}, true})
wait(0.1)
f4 = touchDown(200, 300)
f4:hold(0.05) f4:moveTo(150, 300)
f4:hold(0.05) f4:moveTo(100, 300)
assertEqual({logged(), tall.isDecelerating}, {{}, false})
f4:hold(0.05)
f4:up()
assertEqual(logged(), {"didEndDragging false", "didEndDecelerating"})
sim.settle()
assertEqual(logged(), {})

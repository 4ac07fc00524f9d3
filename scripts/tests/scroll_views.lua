-- SPEC 11.1–11.3: a scroll view's content touches, scrolling, nesting.
local w = UIWindow{} w:makeKeyAndVisible()
local log = {}
local function logged() local out = log; log = {}; return out end
local function add(s) log[#log + 1] = s end

local sv = UIScrollView{name = "list", frame = {0, 0, 375, 600}, contentSize = {375, 2000}}
w:addSubview(sv)
local row = UIView{name = "row", frame = {0, 300, 375, 44}}
sv:addSubview(row)
for _, m in ipairs({"touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"}) do
  row[m] = function(self) add(string.format("row.%s@%.3f", m:sub(8), sim.now)) end
end
local buy = UIButton{name = "Buy", frame = {20, 100, 200, 44}}
sv:addSubview(buy)
for _, e in ipairs({"touchDown", "touchUpInside", "touchCancel"}) do
  buy:addTarget(nil, function() add(string.format("Buy.%s@%.3f", e, sim.now)) end, e)
end
local function reset()
  sim.settle()
  sv.contentOffset = {0, 0}
  logged()
end

-- Defaults, as UIKit's.
assertEqual(sv.delaysContentTouches, true)
assertEqual(sv.canCancelContentTouches, true)
assertEqual(sv.bounces, true)
assertEqual(sv.alwaysBounceVertical, false)
assertEqual(sv.pagingEnabled, false)
assertEqual(sv.decelerationRate, 0.998)
assertEqual(sv.keyboardDismissMode, "none")
assertEqual(sv.contentInset, {top = 0, left = 0, bottom = 0, right = 0})
assertEqual(UIScrollView.defaults.contentTouchDelay, 0.15)
assertEqual(UIScrollView.defaults.minimumDecelerationSpeed, 50)
assertEqual(#sv.gestureRecognizers, 2, "the content-touch recognizer and the pan")
assertEqual(sv.gestureRecognizers[2], sv.panGestureRecognizer)
assertEqual(sv.gestureRecognizers[1]:isKindOfClass(UIGestureRecognizer), true)
assertEqual(sv.panGestureRecognizer:isKindOfClass(UIPanGestureRecognizer), true)

-- 11.1 rule 1: the content waits 0.15 s, then tracks while the finger is still down.
local f = touchDown(50, 120)
f:hold(0.1)
assertEqual(buy.highlighted, false, "0.1 s in: not yet")
assertEqual(logged(), {})
f:hold(0.1)
assertEqual(buy.highlighted, true, "highlighted once the delay is over")
assertEqual(logged(), {"Buy.touchDown@0.150"})
f:up()
assertEqual(logged(), {"Buy.touchUpInside@0.200"})
reset()

-- A quick tap: began and ended together at the touch-up, in that order.
local t0 = sim.now
tap(100, 320)
assertEqual(logged(), {string.format("row.Began@%.3f", t0 + 0.05), string.format("row.Ended@%.3f", t0 + 0.05)})

-- The pan begins first: the content never sees the touch.
drag(100, 320, 100, 280, {steps = 4, settle = false})
assertEqual(logged(), {})
assertEqual(sv.contentOffset, CGPoint(0, 30), "40 pt less the 10 pt hysteresis")
reset()

-- touchesShouldBegin is asked with the touches, the event and the content view.
local asked = {}
function sv:touchesShouldBegin(touches, event, view)
  asked[#asked + 1] = string.format("%s@%.3f %d %s", view.name, sim.now, #touches, event.type)
  return view ~= row
end
t0 = sim.now
tap(100, 320)
assertEqual(asked, {string.format("row@%.3f 1 touches", t0 + 0.05)}, "a quick tap asks at the touch-up")
assertEqual(logged(), {}, "false: the row gets nothing of the touch")
drag(100, 320, 100, 280, {steps = 4, settle = false})
assertEqual(sv.contentOffset, CGPoint(0, 30), "a refused touch still scrolls")
reset()
asked = {}
f = touchDown(50, 120); f:hold(0.2); f:up()
assertEqual(#asked, 1)
assertEqual(logged()[1]:sub(1, 13), "Buy.touchDown", "true: the button tracks")
sv.touchesShouldBegin = nil
reset()

-- Rule 2: delaysContentTouches false asks at touch-down; the content tracks at once.
sv.delaysContentTouches = false
t0 = sim.now
f = touchDown(100, 320)
assertEqual(logged(), {string.format("row.Began@%.3f", t0)})
f:up()
sv.delaysContentTouches = true
reset()

-- Rule 3: a plain view's touch is cancelled when the drag takes it; the move
-- that decided is not delivered as touchesMoved.
f = touchDown(100, 320)
f:hold(0.2)
f:moveTo(100, 315)
f:moveTo(100, 300)
assertEqual(sv.isDragging, true)
f:up()
local got = logged()
assertEqual(#got, 3)
assertEqual(got[1]:sub(1, 9), "row.Began")
assertEqual(got[2]:sub(1, 9), "row.Moved", "5 pt: not yet a drag")
assertEqual(got[3]:sub(1, 13), "row.Cancelled", "the drag took the touch")
assertEqual(sv.contentOffset, CGPoint(0, 10))
reset()

-- A control keeps its touch (touchesShouldCancel is false for controls): nothing scrolls.
f = touchDown(50, 120)
f:hold(0.2)
f:moveTo(50, 20)
assertEqual(sv.isDragging, false)
assertEqual(buy.tracking, true)
f:up()
assertEqual(sv.contentOffset, CGPoint(0, 0))
got = logged()
assertEqual(#got, 1, "tracked, and lifted 80 pt above it: no touchUpInside")
assertEqual(got[1]:sub(1, 13), "Buy.touchDown")
reset()

-- The same with delaysContentTouches false.
sv.delaysContentTouches = false
drag(50, 120, 50, 60, {steps = 6})
assertEqual(sv.contentOffset, CGPoint(0, 0), "the button keeps the touch")
sv.delaysContentTouches = true
reset()

-- The common fix: touchesShouldCancel true for controls too.
local cancelAsked = {}
function sv:touchesShouldCancel(view)
  cancelAsked[#cancelAsked + 1] = view.name
  return true
end
f = touchDown(50, 120); f:hold(0.2); f:moveTo(50, 100); f:up()
assertEqual(cancelAsked, {"Buy"})
got = logged()
assertEqual(got[2]:sub(1, 15), "Buy.touchCancel")
assertEqual(sv.contentOffset, CGPoint(0, 10))
sv.touchesShouldCancel = nil
reset()
-- A subclass's override can call the default.
local MyScroll = UIScrollView:subclass("MyScroll")
function MyScroll:touchesShouldCancel(view)
  add("asked " .. view.name)
  return UIScrollView.touchesShouldCancel(self, view)
end
assertEqual(UIScrollView.touchesShouldCancel(sv, buy), false)
assertEqual(UIScrollView.touchesShouldCancel(sv, row), true)

-- canCancelContentTouches false: the content keeps every touch it tracks.
sv.canCancelContentTouches = false
f = touchDown(100, 320); f:hold(0.2); f:moveTo(100, 290); f:up()
got = logged()
assertEqual(got[#got]:sub(1, 9), "row.Ended")
assertEqual(sv.contentOffset, CGPoint(0, 0))
sv.canCancelContentTouches = true
reset()

-- Rule 4: scrollEnabled false: content touches at once, no scrolling.
sv.scrollEnabled = false
t0 = sim.now
f = touchDown(100, 320)
assertEqual(logged(), {string.format("row.Began@%.3f", t0)})
f:moveTo(100, 250); f:up()
assertEqual(sv.contentOffset, CGPoint(0, 0))
sv.isScrollEnabled = true
reset()

-- Rule 5: a touch on a decelerating scroll view stops it and reaches no content.
drag(100, 500, 100, 300, {steps = 6, settle = false})
assertEqual(sv.isDecelerating, true)
wait(0.05)
local stoppedAt = sv.contentOffset
asked = {}
function sv:touchesShouldBegin() asked[#asked + 1] = "asked" return true end
logged()
tap(100, 320)
assertEqual(sv.isDecelerating, false)
assertEqual(sv.contentOffset, stoppedAt, "stopped where it was")
assertEqual(logged(), {}, "the row got nothing")
assertEqual(asked, {}, "touchesShouldBegin was not asked")
sv.touchesShouldBegin = nil
reset()

-- isTracking: a touch on the scroll view or its content is down.
assertEqual(sv.isTracking, false)
f = touchDown(100, 320)
assertEqual(sv.isTracking, true)
f:up()
assertEqual(sv.isTracking, false)
reset()

-- Composes with SPEC 6: a tap recognizer on the content recognizes; with
-- cancelsTouchesInView the row never gets the touch it was holding back.
local rowTap = UITapGestureRecognizer{action = function(g) add("rowTap") end}
row:addGestureRecognizer(rowTap)
tap(100, 320)
assertEqual(logged(), {"rowTap"})
row:removeGestureRecognizer(rowTap)
-- A tap recognizer on the window does not take the button's tap (SPEC 6.6).
local windowTap = UITapGestureRecognizer{action = function() add("windowTap") end}
w:addGestureRecognizer(windowTap)
t0 = sim.now
tap(50, 120)
local up = string.format("%.3f", t0 + 0.05)
assertEqual(logged(), {"Buy.touchDown@" .. up, "Buy.touchUpInside@" .. up}, "a quick tap: the button gets it all at the touch-up")
tap(100, 500)
assertEqual(logged(), {"windowTap"}, "on empty content the window's tap wins")
w:removeGestureRecognizer(windowTap)
reset()

-- An error in an override cancels cleanly and is reported at the script's line.
function sv:touchesShouldBegin() error("boom") end
local ok, err = pcall(tap, 100, 320)
assertEqual(ok, false)
assertEqual(tostring(err):find("boom") ~= nil, true)
assertEqual(sv.isTracking, false, "no touch left down")
sv.touchesShouldBegin = nil
tap(100, 320)
assertEqual(#logged(), 2, "the next tap works")
reset()

-- 11.2: the offset range with contentInset; dragging clamps (no rubber band).
sv.contentInset = {top = 50, bottom = 20}
assertEqual(sv.contentInset, {top = 50, left = 0, bottom = 20, right = 0})
drag(100, 200, 100, 400, {steps = 10, settle = false})
assertEqual(sv.contentOffset, CGPoint(0, -50), "down to -inset.top")
sv.contentOffset = {0, 1400}
drag(100, 400, 100, 100, {steps = 10, settle = false})
assertEqual(sv.contentOffset, CGPoint(0, 1420), "up to contentSize - bounds + inset.bottom")
sv.contentInset = {0, 0, 0, 0}
reset()

-- The delegate, in UIKit's order; deceleration by the formula of 11.2, every 1/60 s.
local calls, release, v0, start = {}, nil, nil, nil
sv.delegate = {
  scrollViewWillBeginDragging = function(self, s) calls[#calls + 1] = "willBeginDragging" end,
  scrollViewDidScroll = function(self, s) calls[#calls + 1] = string.format("didScroll %.3f %.4f", sim.now, s.contentOffset.y) end,
  scrollViewDidEndDragging = function(self, s, decelerate)
    calls[#calls + 1] = "didEndDragging " .. tostring(decelerate)
    release, start = sim.now, s.contentOffset.y
    v0 = -s.panGestureRecognizer:velocityInView(s).y
  end,
  scrollViewWillBeginDecelerating = function(self, s) calls[#calls + 1] = "willBeginDecelerating" end,
  scrollViewDidEndDecelerating = function(self, s) calls[#calls + 1] = "didEndDecelerating" end,
}
drag(100, 500, 100, 300, {steps = 6, settle = false})
assertEqual(calls[1], "willBeginDragging")
local i = 2
while calls[i]:sub(1, 9) == "didScroll" do i = i + 1 end
assertEqual(calls[i], "didEndDragging true")
assertEqual(calls[i + 1], "willBeginDecelerating")
assertEqual(sv.isDecelerating, true)
calls = {}
wait(1 / 60)
local r = 0.998
local function at(ms) return start + v0 / 1000 * r * (1 - r ^ ms) / (1 - r) end
assertEqual(calls, {string.format("didScroll %.3f %.4f", release + 1 / 60, at(1000 / 60))}, "step 1, 1/60 s after the release")
calls = {}
sim.settle()
assertEqual(calls[#calls], "didEndDecelerating")
assertEqual(sv.isDecelerating, false)
-- It stopped when the speed fell under 5 pt/s: ln(5/v0)/ln(r) ms after the release.
local steps = #calls - 1 + 1
local stopMs = math.log(5 / math.abs(v0)) / math.log(r)
assertEqual(math.abs(steps * 1000 / 60 - stopMs) < 1000 / 60 + 1e-9, true, "stops at the first step under 5 pt/s")
-- "fast" stops much sooner.
sv.decelerationRate = "fast"
assertEqual(sv.decelerationRate, 0.99)
sv.contentOffset = {0, 0}
drag(100, 500, 100, 300, {steps = 6})
local fastStop = sv.contentOffset.y
sv.decelerationRate = "normal"
sv.contentOffset = {0, 0}
drag(100, 500, 100, 300, {steps = 6})
assertEqual(fastStop < sv.contentOffset.y, true, "a fast rate travels less")
-- A slow release does not decelerate.
calls = {}
sv.contentOffset = {0, 0}
f = touchDown(100, 500)
for y = 490, 400, -10 do f:hold(0.5); f:moveTo(100, y) end
f:hold(1)
f:up()
assertEqual(calls[#calls], "didEndDragging false")
assertEqual(sv.isDecelerating, false)
-- setContentOffset moves at once and tells the delegate.
calls = {}
sv:setContentOffset({0, 77})
assertEqual(calls, {string.format("didScroll %.3f 77.0000", sim.now)})
sv.delegate = nil
reset()

-- Paging: the nearest page after a slow drag; the next page after a flick.
local pages = UIScrollView{name = "pages", frame = {0, 0, 375, 600}, contentSize = {375 * 3, 600}, pagingEnabled = true}
w:addSubview(pages)
assertEqual(pages.isPagingEnabled, true)
f = touchDown(300, 300)
for x = 290, 100, -10 do f:hold(0.5); f:moveTo(x, 300) end
f:hold(1); f:up()
assertEqual(pages.contentOffset, CGPoint(375, 0), "dragged 190 pt (past half a page): page 1")
pages.contentOffset = {375, 0}
f = touchDown(300, 300)
for x = 290, 150, -10 do f:hold(0.5); f:moveTo(x, 300) end
f:hold(1); f:up()
assertEqual(pages.contentOffset, CGPoint(375, 0), "130 pt, slowly: back to page 1")
drag(300, 300, 250, 300, {duration = 0.05})
assertEqual(pages.contentOffset, CGPoint(750, 0), "a flick turns the page")
drag(300, 300, 250, 300, {duration = 0.05})
assertEqual(pages.contentOffset, CGPoint(750, 0), "there is no fourth page")
drag(100, 300, 150, 300, {duration = 0.05})
assertEqual(pages.contentOffset, CGPoint(375, 0), "back one page")
pages:removeFromSuperview()

-- keyboardDismissMode "onDrag": the first responder resigns when a drag begins.
local field = UITextField{frame = {0, 400, 300, 40}}
sv:addSubview(field)
field:becomeFirstResponder()
assertEqual(hitTest(100, 500).className, "UIKeyboard", "the keyboard covers the bottom 216 points")
drag(100, 300, 100, 250, {steps = 5})
assertEqual(field.isFirstResponder, true, "mode none: it stays")
sv.keyboardDismissMode = "onDrag"
drag(100, 300, 100, 250, {steps = 5})
assertEqual(field.isFirstResponder, false)
field:removeFromSuperview()
sv.keyboardDismissMode = "none"
reset()

-- 11.3 cross-directional nesting: a horizontal carousel inside a vertical page.
local carousel = UIScrollView{name = "carousel", frame = {0, 0, 375, 200}, contentSize = {375 * 4, 200}}
sv:addSubview(carousel)
drag(200, 100, 200, 40, {steps = 6, settle = false})
assertEqual(carousel.contentOffset, CGPoint(0, 0), "vertical drag: the carousel cannot scroll vertically")
assertEqual(sv.contentOffset, CGPoint(0, 50), "the page took it")
reset()
drag(300, 100, 240, 100, {steps = 6, settle = false})
assertEqual(carousel.contentOffset, CGPoint(50, 0), "horizontal drag: the carousel")
assertEqual(sv.contentOffset, CGPoint(0, 0))
sim.settle()
carousel.contentOffset = {0, 0}
-- alwaysBounceVertical (with bounces) lets the carousel take vertical drags too.
carousel.alwaysBounceVertical = true
drag(200, 100, 200, 40, {steps = 6, settle = false})
assertEqual(sv.contentOffset, CGPoint(0, 0), "the carousel took it (and could not move)")
carousel.bounces = false
drag(200, 100, 200, 40, {steps = 6, settle = false})
assertEqual(sv.contentOffset, CGPoint(0, 50), "alwaysBounce counts only with bounces")
carousel:removeFromSuperview()
reset()

-- Same-direction nesting: the inner scroll view keeps the drag, even at its end.
local inner = UIScrollView{name = "inner", frame = {0, 0, 375, 200}, contentSize = {375, 400}}
sv:addSubview(inner)
drag(100, 150, 100, 50, {steps = 6, settle = false})
assertEqual(inner.contentOffset, CGPoint(0, 90))
assertEqual(sv.contentOffset, CGPoint(0, 0))
sim.settle()
inner.contentOffset = {0, 200}
drag(100, 150, 100, 50, {steps = 6, settle = false})
assertEqual(inner.contentOffset, CGPoint(0, 200), "at its end, it still keeps the drag")
assertEqual(sv.contentOffset, CGPoint(0, 0))
inner:removeFromSuperview()
reset()

-- Bad values are errors that name the property.
local ok2, e2 = pcall(function() sv.decelerationRate = 2 end)
assertEqual(ok2, false)
assertEqual(e2:find("decelerationRate") ~= nil, true)
ok2, e2 = pcall(function() sv.keyboardDismissMode = "interactive" end)
assertEqual(e2:find("onDrag") ~= nil, true)
ok2, e2 = pcall(function() sv.contentInset = {top = 0 / 0} end)
assertEqual(ok2, false)
ok2, e2 = pcall(function() UIScrollView.defaults.contentTouchDelay = -1 end)
assertEqual(e2:find("UIScrollView.defaults") ~= nil, true)
ok2, e2 = pcall(function() UIScrollView.defaults.panHysteresis = 1 end)
assertEqual(e2:find("no 'panHysteresis'") ~= nil, true)
-- A tunable changes the delay.
UIScrollView.defaults.contentTouchDelay = 0.3
f = touchDown(50, 120); f:hold(0.2)
assertEqual(buy.highlighted, false)
f:hold(0.1)
assertEqual(buy.highlighted, true)
f:up()
UIScrollView.defaults.contentTouchDelay = 0.15
-- An error in the delegate while decelerating stops the deceleration.
reset()
sv.delegate = {scrollViewDidScroll = function(self, s) if not s.isDragging then error("no scrolling") end end}
drag(100, 500, 100, 300, {steps = 6, settle = false})
ok2, e2 = pcall(wait, 0.1)
assertEqual(ok2, false)
assertEqual(e2:find("no scrolling") ~= nil, true)
assertEqual(sv.isDecelerating, false)
sv.delegate = nil
print("scroll views: ok")

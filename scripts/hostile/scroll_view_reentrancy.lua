-- Attack: a scroll view's questions and delegate calls that fight the engine
-- (SPEC 11.1-11.2): recursion through scrollViewDidScroll, removal and collection
-- mid-decision and mid-deceleration, injection from a deceleration step, errors
-- at the content-touch timer. Each ends with a located error or a clean state.
-- Args: --check-invariants
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local sv = UIScrollView{name = "sv", frame = {0, 0, 375, 600}, contentSize = {375, 5000}}
w:addSubview(sv)
local row = UIView{name = "row", frame = {0, 100, 375, 44}}
sv:addSubview(row)

-- 1. scrollViewDidScroll moving the offset again, without end.
sv.delegate = {scrollViewDidScroll = function(self, s) s:setContentOffset({0, s.contentOffset.y + 1}) end}
local ok, err = pcall(function() sv.contentOffset = {0, 10} end)
print("1.", ok, (tostring(err):gsub("^.-:%d+: ", "")):sub(1, 40))
sv.delegate = nil
print("   offset afterwards is a number:", sv.contentOffset.y == sv.contentOffset.y)
sv.contentOffset = {0, 0}

-- 2. touchesShouldCancel removes the scroll view from its window.
function sv:touchesShouldCancel(view) self:removeFromSuperview() return true end
local f = touchDown(100, 120)
f:hold(0.2)
ok, err = pcall(function() f:moveTo(100, 60) f:up() end)
print("2.", ok, sv.superview == nil, sv.isDragging)
sv.touchesShouldCancel = nil
w:addSubview(sv)
sim.settle()

-- 3. A deceleration step that taps the scroll view (which stops it).
sv.contentOffset = {0, 0}
local tapped = false
sv.delegate = {scrollViewDidScroll = function(self, s)
  if s.isDecelerating and not tapped then tapped = true tap(200, 300) end
end}
drag(100, 500, 100, 300, {steps = 6})
print("3.", tapped, sv.isDecelerating)
sv.delegate = nil

-- 4. touchesShouldBegin fails when the content delay is over.
sv.contentOffset = {0, 0}
function sv:touchesShouldBegin() error("no content today") end
f = touchDown(100, 120)
ok, err = pcall(function() f:hold(0.2) end)
print("4.", ok, (tostring(err):gsub("^.-:%d+: ", "")), sv.isTracking)
sv.touchesShouldBegin = nil
tap(100, 120)
print("   a tap afterwards reaches the row:", hitTest(100, 120) == row)

-- 5. The scroll view is dropped and collected while it decelerates.
do
  local gone = UIScrollView{frame = {0, 0, 375, 600}, contentSize = {375, 5000}}
  w:addSubview(gone)
  drag(100, 500, 100, 300, {steps = 6, settle = false})
  print("5.", gone.isDecelerating)
  gone:removeFromSuperview()
end
collectgarbage() collectgarbage()
sim.settle()
print("   settled at", sim.now > 0)

-- 6. Bad values, each an error naming the property.
for _, attempt in ipairs({
  function() sv.contentInset = {top = 1/0} end,
  function() sv.decelerationRate = 0 end,
  function() sv.keyboardDismissMode = 3 end,
  function() sv:setContentOffset({0/0, 0}) end,
  function() sv.delegate = 5 end,
}) do
  local ok2, e = pcall(attempt)
  print("6.", ok2, (tostring(e):gsub("^.-:%d+: ", "")))
end

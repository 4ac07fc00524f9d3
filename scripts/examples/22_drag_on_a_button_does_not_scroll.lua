-- Seed: none (SPEC 11.1)
-- "My scroll view is full of buttons and it won't scroll when the drag starts on
-- one" — the usual answer is a UIScrollView subclass that overrides
-- touchesShouldCancel(in:). Once the button tracks the touch (after the 0.15 s
-- content delay), a drag asks the scroll view whether it may take the touch away
-- from the content: touchesShouldCancel, true by default except for a UIControl
-- (SPEC 11.1 rule 3). A quick drag never gets that far: the pan begins before the
-- delay is over and the button never sees the touch.
local window = UIWindow{} window:makeKeyAndVisible()

local function build(class)
  local list = class{name = "list", frame = {0, 0, 375, 667}, contentSize = {375, 2000}}
  window:addSubview(list)
  local buy = UIButton{name = "Buy", frame = {0, 300, 375, 60}}
  list:addSubview(buy)
  for _, event in ipairs({"touchDown", "touchCancel", "touchUpInside"}) do
    buy:addTarget(nil, function() print("  Buy: " .. event) end, event)
  end
  return list
end

local function restThenDrag(list, traced)
  sim.trace(traced)                               -- the trace up to the decisive move
  local finger = touchDown(187, 330)
  finger:hold(0.3)                                -- resting: the button highlights
  for y = 320, 230, -10 do
    finger:hold(1 / 60) finger:moveTo(187, y)
    if y == 310 then sim.trace(false) end
  end
  finger:up()
  sim.settle()
  print("  offset: " .. tostring(list.contentOffset))
end

local list = build(UIScrollView)
print("rest on the button, then drag up 100 pt (the button keeps the touch; lifted within")
print("70 pt of it, the touch still counts as inside):")
restThenDrag(list, true)
print("a quick drag from the button:")
drag(187, 330, 187, 230, {steps = 6, settle = false})
print("  offset: " .. tostring(list.contentOffset))
sim.settle()
list:removeFromSuperview()

-- The fix: let drags take the touch from controls too.
local ScrollsOverButtons = UIScrollView:subclass("ScrollsOverButtons")
function ScrollsOverButtons:touchesShouldCancel(view)
  return true
end
list = build(ScrollsOverButtons)
print("with touchesShouldCancel returning true, rest then drag (and the flick decelerates):")
restThenDrag(list, false)

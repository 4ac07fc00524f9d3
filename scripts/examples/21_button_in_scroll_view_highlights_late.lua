-- Seed: none (SPEC 11.1)
-- "My button inside a UIScrollView doesn't highlight when I press it, only when I
-- tap quickly and lift" — asked in many forms. UIKit's scroll view cannot know
-- whether a finger that lands on its content is the start of a scroll or a press
-- on the content, so it holds the touch back: a timer of about 0.15 s starts, and
-- only if the finger has not moved enough to scroll by then does the content get
-- touchesBegan (SPEC 11.1). A quick tap hands the content the whole touch at the
-- touch-up. `delaysContentTouches = false` hands it over at once.
local window = UIWindow{} window:makeKeyAndVisible()
local list = UIScrollView{name = "list", frame = {0, 0, 375, 667}, contentSize = {375, 2000}}
window:addSubview(list)
local buy = UIButton{name = "Buy", frame = {20, 100, 200, 44}}
list:addSubview(buy)
local start = 0.0 -- when the finger went down; times below count from it
buy:addTarget(nil, function()
  print(string.format("  %.3f s  touchDown (highlighted: %s)", sim.now - start, tostring(buy.highlighted)))
end, "touchDown")
buy:addTarget(nil, function() print(string.format("  %.3f s  touchUpInside", sim.now - start)) end, "touchUpInside")

explain(buy)

local function press(label)
  print(label)
  start = sim.now
  local finger = touchDown(buy)
  for _ = 1, 4 do
    finger:hold(0.05)
    print(string.format("  %.3f s  finger down, highlighted: %s", sim.now - start, tostring(buy.highlighted)))
  end
  finger:up()
  sim.settle()
end

sim.settle()
press("pressing and holding (delaysContentTouches = true, the default):")
print("a quick tap (50 ms):")
start = sim.now
tap(buy)
list.delaysContentTouches = false
press("pressing with delaysContentTouches = false:")

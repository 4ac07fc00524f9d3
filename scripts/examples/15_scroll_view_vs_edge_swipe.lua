-- Seed: 004 "如何让多个手势识别器并存"
-- Seed 004 (解决右滑返回手势和UIScrollView中的手势冲突): a horizontally
-- scrolling gallery fills the screen and the window has a left-edge swipe to go
-- back. The gallery's pan is deeper, so it sees the touch first, begins first and
-- the edge swipe fails. Making the scroll view's pan wait for the edge swipe to
-- fail gives the edge back to "go back".
local window = UIWindow{}
window:makeKeyAndVisible()
local gallery = UIScrollView{name = "gallery", frame = {0, 0, 375, 667}, contentSize = {375 * 3, 667}}
window:addSubview(gallery)

local back = UIScreenEdgePanGestureRecognizer{name = "swipeBack", edges = "left", action = function(g)
  if g.state == "began" or g.state == "ended" then print("  swipe back " .. g.state) end
end}
window:addGestureRecognizer(back)

local function show(label)
  print(label)
  gallery.contentOffset = CGPoint(375, 0)          -- on the middle page
  edgePan("left", {distance = 120})
  print("  gallery offset after the swipe: " .. tostring(gallery.contentOffset))
end

show("as built:")
explain(2, 333)
gallery.panGestureRecognizer:requireGestureRecognizerToFail(back)
show("after gallery.panGestureRecognizer:requireGestureRecognizerToFail(swipeBack):")
print("a swipe in the middle still scrolls the gallery:")
gallery.contentOffset = CGPoint(375, 0)
drag(300, 333, 200, 333, {steps = 10})
print("  gallery offset: " .. tostring(gallery.contentOffset))

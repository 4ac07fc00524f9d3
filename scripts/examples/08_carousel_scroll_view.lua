-- Seed: 001 "将触摸事件传递给子视图"
-- Seed 001: an image carousel. The paging scroll view is narrower than its
-- container (clipsToBounds off, so neighbouring pages show), and the container
-- hands every touch inside it to the scroll view, so swipes on the visible
-- neighbours scroll too.
local Container = UIView:subclass("CarouselContainer")
function Container:hitTest(point, event)
  local hit = UIView.hitTest(self, point, event)
  if hit then hit = self.scrollView end
  return hit
end

local window = UIWindow{}
window:makeKeyAndVisible()
local container = Container{name = "container", frame = {0, 100, 375, 200}}
window:addSubview(container)
local scrollView = UIView{name = "scrollView", frame = {60, 0, 255, 200}, clipsToBounds = false}
container:addSubview(scrollView)
container.scrollView = scrollView
for i = 0, 2 do
  scrollView:addSubview(UIView{name = "page" .. i, frame = {i * 255, 0, 255, 200}})
end

print("touch in the scroll view ->", hitTest(187, 200))
print("touch on the left neighbour (outside the scroll view) ->", hitTest(20, 200))
print("touch above the carousel ->", hitTest(20, 50))

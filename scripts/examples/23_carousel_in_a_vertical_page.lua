-- Seed: none (SPEC 11.3)
-- "I put a horizontal carousel (a UIScrollView) inside my vertically scrolling
-- page, and now vertical drags that start on the carousel don't scroll the page."
-- In UIKit they do: a scroll view whose content fits along an axis (and that does
-- not always bounce along it) does not begin its pan for a drag that is mostly
-- along that axis; its pan fails and the page's pan begins (SPEC 11.3, Apple's
-- "Nesting Scroll Views"). Same-direction nesting is different: the inner scroll
-- view keeps the drag, even at the end of its range.
local window = UIWindow{} window:makeKeyAndVisible()
local page = UIScrollView{name = "page", frame = {0, 0, 375, 667}, contentSize = {375, 2000}}
window:addSubview(page)
local carousel = UIScrollView{name = "carousel", frame = {0, 100, 375, 200}, contentSize = {375 * 4, 200}}
page:addSubview(carousel)

local function report(label)
  print(string.format("%-48s page %-8s carousel %s", label, tostring(page.contentOffset), tostring(carousel.contentOffset)))
  page.contentOffset = CGPoint(0, 0)
  carousel.contentOffset = CGPoint(0, 0)
end

sim.trace(true)
drag(200, 250, 200, 150, {steps = 6, settle = false})
sim.trace(false)
report("vertical drag on the carousel:")
drag(300, 200, 200, 200, {steps = 6, settle = false})
report("horizontal drag on the carousel:")
drag(200, 500, 200, 400, {steps = 6, settle = false})
report("vertical drag below it:")

carousel.alwaysBounceVertical = true
drag(200, 250, 200, 150, {steps = 6, settle = false})
report("carousel.alwaysBounceVertical = true:")
carousel.alwaysBounceVertical = false

local inner = UIScrollView{name = "inner", frame = {0, 400, 375, 200}, contentSize = {375, 300}}
page:addSubview(inner)
inner.contentOffset = CGPoint(0, 100)                   -- already at its end
drag(200, 550, 200, 450, {steps = 6, settle = false})
print(string.format("%-48s page %-8s inner %s", "vertical drag on a vertical scroll view inside:",
  tostring(page.contentOffset), tostring(inner.contentOffset)))

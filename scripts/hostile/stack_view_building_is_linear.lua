-- Building N arranged views arranges the stack once per layout pass, not once
-- per change (issue 31, item 18: 10^4 views took 4.2 s). A change to an
-- arranged view's own size, its hiddenness or the stack's settings shows after
-- layoutIfNeeded() (SPEC 12.6; reading a frame does not lay out). The layout
-- pass charges the views it arranges to the instruction limit, so arranging on
-- every change would stop this script long before its end.
-- Args: --max-instructions 3000000
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local stack = UIStackView{frame = {0, 0, 100, 500}, axis = "vertical", spacing = 1}
window:addSubview(stack)
local views = {}
for i = 1, 20000 do
  views[i] = UIView{frame = {0, 0, 10, i % 3 + 1}}
  stack:addArrangedSubview(views[i])
end
stack:layoutIfNeeded()
print(views[1].frame, views[20000].frame)
views[1].hidden = true
stack:layoutIfNeeded()
print(views[2].frame)
views[2].frame = {0, 0, 50, 7}
stack:layoutIfNeeded()
print(views[2].frame, views[3].frame)
stack.axis = "horizontal"
stack:layoutIfNeeded()
print(views[3].frame)
stack:removeArrangedSubview(views[3])
stack:layoutIfNeeded()
print(views[3].frame, views[4].frame)
-- Changes in a row, then one layout: one arrangement.
stack.spacing = 2
stack.distribution = "fillEqually"
stack.axis = "vertical"
stack.frame = {0, 0, 100, 19997 * 3 + 19996 * 2}
stack:layoutIfNeeded()
print(views[4].frame, views[20000].frame)
print(tap(views[5].center) == views[5])

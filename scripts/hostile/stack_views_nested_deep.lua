-- 45,000 stack views, each arranged in the one before (issue 31, item 2): the
-- arrangement used to call itself once a level and overflowed the C stack
-- (SIGSEGV). The layout pass is a loop over a queue: every level is arranged,
-- the innermost view is where the arrangement says, and a tap reaches it.
-- Args: --max-instructions 50000000
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local outer = UIStackView{frame = {0, 0, 300, 400}, axis = "vertical"}
window:addSubview(outer)
local stack = outer
for i = 1, 45000 do
  local inner = UIStackView{frame = {0, 0, 300, 400}, axis = i % 2 == 0 and "vertical" or "horizontal", spacing = 0}
  stack:addArrangedSubview(inner)
  stack = inner
end
local leaf = UIView{name = "leaf", frame = {0, 0, 120, 80}}
stack:addArrangedSubview(leaf)
window:layoutIfNeeded()
print(leaf.frame)
print(tap(10, 10) == leaf)
-- A change at the top arranges every level again, in one pass.
outer.frame = {0, 0, 200, 100}
outer:layoutIfNeeded()
print(leaf.frame)
print(window:convertPointFromView({0, 0}, leaf))

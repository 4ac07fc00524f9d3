-- Attack: layout over hierarchies of any depth (SPEC 12.6). A chain of 100,000
-- views each following its superview's width (autoresizingMask) is resized from
-- the top: the resizing is a loop, not one call a level (which would overflow the
-- C stack); the pass then lays out every marked level once. A layoutSubviews that
-- calls layoutIfNeeded() of its subview, 1,000 levels down, would nest a pass in
-- a pass through Lua a thousand times (and each nested pass once took every
-- view the passes around it held, doubling a level): past 32 levels the calls
-- leave their views to the running pass, with one warning; each view is laid
-- out once, in linear time.
-- Args: --max-instructions 50000000
-- Exit: 0
-- Stderr: layoutIfNeeded() nested 32 deep in layoutSubviews
local window = UIWindow{}
window:makeKeyAndVisible()
local top = UIView{frame = {0, 0, 100, 100}}
window:addSubview(top)
local v = top
for i = 1, 100000 do
  local sub = UIView{frame = {0, 0, 100, 100}, autoresizingMask = {"flexibleWidth"}}
  v:addSubview(sub)
  v = sub
end
local leaf = v
top.frame = {0, 0, 300, 100}
print(leaf.frame)
print(tap(250, 50) == leaf)

local calls = 0
local Nesting = UIView:subclass("Nesting")
function Nesting:layoutSubviews()
  calls = calls + 1
  local sub = self.subviews[1]
  if sub then sub:setNeedsLayout() sub:layoutIfNeeded() end
end
local head = Nesting{frame = {0, 0, 10, 10}}
local n = head
for i = 1, 1000 do
  local sub = Nesting{frame = {0, 0, 10, 10}}
  n:addSubview(sub)
  n = sub
end
local ok, err = pcall(function() head:setNeedsLayout() head:layoutIfNeeded() end)
print(ok, err, calls)
print(tap(250, 50) == leaf)

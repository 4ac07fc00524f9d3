-- Attack: layoutSubviews overrides that misbehave during the layout pass (SPEC
-- 12.6, 12.8). One removes marked views from the hierarchy and lets them go,
-- collecting garbage in the middle of the pass; one taps from inside the pass
-- that ends a touch event; one adds views to the window it is laid out in. Each is
-- reported or done, the pass goes on, and the engine keeps working; one that
-- never returns is stopped by the instruction limit, which pcall cannot catch.
-- Args: --max-instructions 20000000
-- Exit: 1
-- Stderr: instruction limit
local window = UIWindow{}
window:makeKeyAndVisible()
local keep = UIView{name = "keep", frame = {0, 0, 375, 667}}
window:addSubview(keep)
local doomed = {}
for i = 1, 50 do
  local v = UIView{frame = {0, 0, i, i}}
  keep:addSubview(v)
  doomed[i] = v
end
local calls = 0
function keep:layoutSubviews()
  calls = calls + 1
  for _, v in ipairs(doomed) do v:setNeedsLayout() v:removeFromSuperview() end
  doomed = {}
  collectgarbage() collectgarbage()
end
window:layoutIfNeeded()
print("removed and collected:", calls, #keep.subviews)

local tapper = UIView{name = "tapper", frame = {0, 0, 100, 100}}
function tapper:layoutSubviews() tap(300, 600) end
window:addSubview(tapper)
local ok, err = pcall(tap, 300, 600)
print("tap inside the pass:", ok, (tostring(err):match("cannot inject touches[^)]*") or tostring(err)))
tapper:removeFromSuperview()

local grower = UIView{name = "grower", frame = {0, 0, 10, 10}}
local added = 0
function grower:layoutSubviews()
  if added < 500 then added = added + 1 window:addSubview(UIView{frame = {0, 0, added, 1}}) end
end
window:addSubview(grower)
print(pcall(function() window:layoutIfNeeded() end))
print("added while laid out:", added, hitTest(5, 5) ~= nil)

local forever = UIView{name = "forever", frame = {0, 0, 10, 10}}
function forever:layoutSubviews() while true do end end
window:addSubview(forever)
print(pcall(function() window:layoutIfNeeded() end))
print("not reached")

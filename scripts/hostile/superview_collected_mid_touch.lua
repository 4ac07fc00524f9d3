-- Attack: while a finger is down on a view, its superview leaves the window and is
-- collected; the view lives on (the touch holds it) and gets the rest of the
-- sequence, handed up a chain that now ends at the view itself. Found by the fuzz
-- harness (seed 1018650): the chain walk over the engine's view nodes followed the
-- freed superview's slot (a trap, or another view reusing the slot).
-- Exit: 0
local window = UIWindow{}
window:makeKeyAndVisible()
local log = {}
local leaf
do
  local parent = UIView{name = "parent", frame = {0, 0, 200, 200}}
  leaf = UIView{name = "leaf", frame = {0, 0, 100, 100}}
  parent:addSubview(leaf)
  window:addSubview(parent)
  function parent:touchesEnded() log[#log + 1] = "parent ended (wrong: it is gone)" end
end
local finger = touchDown(50, 50)
leaf.superview:removeFromSuperview()
collectgarbage()
collectgarbage()
-- New views may take the freed slots; none of them is on the leaf's chain.
local others = {}
for i = 1, 20 do
  others[i] = UIView{name = "other" .. i, frame = {0, 0, 300, 300}}
  others[i].touchesEnded = function() log[#log + 1] = "other" .. i .. " ended (wrong)" end
  window:addSubview(others[i])
end
finger:up()
print(#log, leaf.superview)
-- And once more with the leaf still inside its superview when that goes.
local keep
do
  local parent = UIView{frame = {0, 0, 200, 200}}
  keep = UIView{frame = {0, 0, 50, 50}}
  parent:addSubview(keep)
  window:addSubview(parent)
end
finger = touchDown(10, 10)   -- lands on the topmost "other" view, not on keep
for _, sub in ipairs(window.subviews) do if sub ~= others[20] then sub:removeFromSuperview() end end
collectgarbage()
collectgarbage()
window:addSubview(keep)
finger:up()
tap(10, 10)
print(#log, keep.superview == window)

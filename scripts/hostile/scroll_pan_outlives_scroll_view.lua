-- Attack: keep a scroll view's pan recognizer after its scroll view is gone (issue 8, S1).
-- Exit: 0
local pan
do
  local scroll = UIScrollView{frame = {0, 0, 100, 100}, contentSize = {100, 400}}
  pan = scroll.panGestureRecognizer
end
collectgarbage()
collectgarbage()
print(pan.state, pan.view)
local window = UIWindow{}
window:makeKeyAndVisible()
local host = UIView{frame = {0, 0, 300, 300}}
window:addSubview(host)
host:addGestureRecognizer(pan)
drag(10, 10, 10, 200)
print(pan.state, pan.view == host)

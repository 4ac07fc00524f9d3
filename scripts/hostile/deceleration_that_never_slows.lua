-- Attack: a scroll view that never slows down (issue 31, S3.12):
-- decelerationRate = 1 (accepted, as UIKit accepts it) over a content 10^15
-- points long kept decelerating after the drag, so the drag, and every later
-- gesture, failed with "settle: timers kept scheduling new timers", and the
-- scroll view went on decelerating after the error. A deceleration now ends
-- where it is after 60 s, with scrollViewDidEndDecelerating; later taps work.
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local sv = UIScrollView{name = "endless", frame = {0, 0, 375, 667}, contentSize = {375, 1e15}}
sv.decelerationRate = 1
sv.delegate = {scrollViewDidEndDecelerating = function(self, s) print("ended decelerating at", s.contentOffset, sim.now) end}
w:addSubview(sv)
drag(100, 500, 100, 100)
print("after the drag:", sv.decelerating, sv.contentOffset.y > 0)
print("tap:", tap(100, 100))

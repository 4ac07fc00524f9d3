-- The recognizer's delegate refuses to begin when the tap is on the star.
open.delegate = {gestureRecognizerShouldBegin = function(self, g)
  return not CGRectContainsPoint(star.bounds, g:locationInView(star))
end}

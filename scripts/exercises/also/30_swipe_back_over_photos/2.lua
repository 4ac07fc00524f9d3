-- The gallery's pan does not begin at the very edge (the scroll view's gestureRecognizerShouldBegin, SPEC 12.4).
function gallery:gestureRecognizerShouldBegin(g)
  if g == self.panGestureRecognizer and g:locationInView(self.superview).x < 20 then return false end
  return UIScrollView.gestureRecognizerShouldBegin(self, g)
end

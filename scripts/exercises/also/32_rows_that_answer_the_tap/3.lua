-- The recognizer does not begin for a tap inside the list.
dismiss.delegate = {gestureRecognizerShouldBegin = function(self, g)
  return not CGRectContainsPoint(fruitTable.bounds, g:locationInView(fruitTable))
end}

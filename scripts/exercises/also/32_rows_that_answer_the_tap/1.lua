-- The recognizer does not take touches that land in the list.
dismiss.delegate = {shouldReceiveTouch = function(self, g, touch)
  return not touch.view:isDescendantOfView(fruitTable)
end}

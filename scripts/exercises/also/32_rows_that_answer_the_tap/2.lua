-- The recognizer takes no touch that lands on a row (indexPathForRowAt).
dismiss.delegate = {shouldReceiveTouch = function(self, g, touch)
  return fruitTable:indexPathForRowAt(touch:locationInView(fruitTable)) == nil
end}

-- The same with hitTest and plain comparisons.
function close:hitTest(point, event)
  if point.x >= -15 and point.x < 35 and point.y >= -15 and point.y < 35 then return self end
  return nil
end

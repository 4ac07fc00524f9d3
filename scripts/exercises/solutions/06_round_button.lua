function button:pointInside(p, event)
  return (p.x - 50) ^ 2 + (p.y - 50) ^ 2 <= 50 ^ 2
end

-- Mistake: a zero frame: nothing left of the overlay to see.
-- Expect: overlay's frame changed from (0,0,375,667) to (0,0,0,0)
overlay.frame = {0, 0, 0, 0}

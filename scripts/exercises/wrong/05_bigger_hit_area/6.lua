-- Mistake: hitTest claims every point it is asked about.
-- Expect: (16 pt left of it) goes to close, not to toolbar
function close:hitTest(point, event) return self end

-- A's pointInside says no everywhere.
function A:pointInside(point, event) return false end

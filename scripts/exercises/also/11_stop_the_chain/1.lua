-- The four phases overridden in a loop.
for _, phase in ipairs({"touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"}) do
  card[phase] = function(self, touches, event) end
end

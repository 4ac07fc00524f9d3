-- The window is on both chains too.
function window:share(sender, event) end

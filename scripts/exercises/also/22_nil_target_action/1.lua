-- The controller's root view is on both chains too.
function vc.view:share(sender, event) end

function vc:share(sender, event) shared = shared + 1 end

function vc:share(sender, event) self.shares = (self.shares or 0) + 1 end

-- A delegate of the pop gesture saying the gallery's pan must wait for it (it replaces the built-in policy, SPEC 12.5).
local back = nav.interactivePopGestureRecognizer
back.delegate = {shouldBeRequiredToFailBy = function(self, g, other) return other == gallery.panGestureRecognizer end}

function star:gestureRecognizerShouldBegin(g) return g.view == self end

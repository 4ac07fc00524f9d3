-- Mistake: clips the button to its bounds, as if clipping (or a corner radius) shaped where touches land.
-- Expect: button's clipsToBounds changed from false to true
-- Expect: clipping or rounded corners change what is drawn, not where touches land
button.clipsToBounds = true

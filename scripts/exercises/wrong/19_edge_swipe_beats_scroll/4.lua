-- Mistake: stops the gallery scrolling at all.
-- Expect: the gallery must still scroll
gallery.scrollEnabled = false

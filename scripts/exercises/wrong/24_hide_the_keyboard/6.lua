-- Mistake: takes the whole view off the screen; the keyboard goes, and the field with it.
-- Expect: vc.view is no longer where it was
vc.view:removeFromSuperview()

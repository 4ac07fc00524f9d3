-- Mistake: moves the toast into the controller's view.
-- Expect: toast is no longer where it was
vc.view:addSubview(toast)

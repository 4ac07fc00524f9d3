-- Mistake: sends the touch to the controller's view, which is not the controller.
-- Expect: the toast's touch went to vc.view first, not to the controller
toast.nextResponder = vc.view

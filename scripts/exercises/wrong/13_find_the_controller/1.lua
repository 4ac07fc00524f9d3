-- Mistake: takes the window's root controller, whoever owns the view.
-- Expect: parentController(deep) returned parent, which is not the first view controller up its chain
function parentController(view)
  return view.window and view.window.rootViewController
end

-- Attack: the usual slip `UIBarButtonItem{target = self, action = "save"}` at the
-- script's top level, where self is nil: the item's action goes up the
-- responder chain from the first responder (SPEC 7.3), nobody has 'save', and
-- UIKit says nothing. Here a warning names the item and the action, once, and
-- says that the controller shown, which has 'save', is not on the bar's chain.
-- Exit: 0
-- Stderr: UIBarButtonItem "Save" sent 'save' with a nil target, and nobody in the responder chain from _UIButtonBarButton "Save" handles 'save'
-- Stderr: UIViewController "editor" has 'save', but the chain from UINavigationBar#1 goes to its navigation controller, not to the controller shown: give the item target = that controller
local w = UIWindow{} w:makeKeyAndVisible()
local vc = UIViewController{name = "editor"}
local nav = UINavigationController{rootViewController = vc}
w.rootViewController = nav
function vc:save() print("never") end
vc.navigationItem.rightBarButtonItem = UIBarButtonItem{title = "Save", target = self, action = "save"}
local save = vc.navigationItem.rightBarButtonItem
print("target:", save.target)
tap(save.view)
tap(save.view)
print("tapped twice")

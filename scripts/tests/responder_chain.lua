-- SPEC 4: every nextResponder case, from Lua.
local AppDelegate = UIResponder:subclass("AppDelegate")
local delegate = AppDelegate{name = "delegate"}
app.delegate = delegate

local root = UIViewController{name = "root"}
local window = UIWindow{name = "window", rootViewController = root}
window:makeKeyAndVisible()
local rootView = root.view
rootView.name = "rootView"
assertEqual(rootView.superview, window)
assertEqual(rootView.frame, window.bounds)
local plain = UIView{name = "plain", frame = {0, 0, 100, 100}}
rootView:addSubview(plain)

assertEqual(plain.nextResponder, rootView, "view → superview")
assertEqual(rootView.nextResponder, root, "root view → its controller")
assertEqual(root.nextResponder, window, "a window's root controller → the window")
assertEqual(window.nextResponder, app, "window → application")
assertEqual(app.nextResponder, delegate, "application → delegate")
assertEqual(delegate.nextResponder, nil, "a plain responder ends the chain")

local child = UIViewController{name = "child", view = UIView{name = "childView", frame = {0, 0, 50, 50}}}
root:addChild(child)
plain:addSubview(child.view)
assertEqual(child.parent, root)
assertEqual(root.children, {child})
assertEqual(child.nextResponder, plain, "child controller → its view's superview")

local modal = UIViewController{name = "modal"}
root:present(modal)
assertEqual(modal.nextResponder, root, "presented → presenting")
assertEqual(root.presentedViewController, modal)
assertEqual(modal.presentingViewController, root)
assertEqual(modal.view.superview, window)
modal:dismiss()
assertEqual(root.presentedViewController, nil)

-- A delegate that is a view or a controller is not in the chain; a table is kept but not a responder.
app.delegate = UIView{}
assertEqual(app.nextResponder, nil)
local tableDelegate = {kind = "table"}
app.delegate = tableDelegate
assertEqual(app.delegate, tableDelegate)
assertEqual(app.nextResponder, nil)
app.delegate = delegate

-- The chain as an array and as text.
assertEqual(responderChain(plain), {plain, rootView, root, window, app, delegate})
local text = printResponderChain(plain)
assertEqual(text, 'UIView "plain"\n→ UIView "rootView"\n→ UIViewController "root"\n→ UIWindow "window"\n→ UIApplication\n→ AppDelegate "delegate"\n')

-- nextResponder overridden by a function, by a value, per class; built-ins reachable as super.
local other = UIResponder{name = "other"}
function plain:nextResponder() return other end
assertEqual(plain.nextResponder, other, "reading yields the value")
assertEqual(UIView.nextResponder(plain), rootView, "UIView.nextResponder is the built-in")
plain.nextResponder = delegate
assertEqual(plain.nextResponder, delegate)
plain.nextResponder = nil
assertEqual(plain.nextResponder, rootView)
local Jumper = UIView:subclass("Jumper")
function Jumper:nextResponder() return app end
local j = Jumper{}
plain:addSubview(j)
assertEqual(responderChain(j), {j, app, delegate})

-- Lazy loading: loadView then viewDidLoad, once.
local calls = {}
local Lazy = UIViewController:subclass("Lazy")
function Lazy:loadView() calls[#calls + 1] = "loadView" self.view = UIView{name = "made"} end
function Lazy:viewDidLoad() calls[#calls + 1] = "viewDidLoad" end
local lazy = Lazy{}
assertEqual(lazy.viewIfLoaded, nil)
assertEqual(lazy.view.name, "made")
assertEqual(lazy.view.name, "made")
assertEqual(calls, {"loadView", "viewDidLoad"})
assertEqual(UIViewController{view = UIView{name = "given"}}.view.name, "given")

import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// UINavigationController, its bar and the views it is made of (LUA_API §11, SPEC 11.6).
    func defineNavigationClasses() {
        define(ClassDefinition("UILayoutContainerView", parent: "UIView"))
        define(ClassDefinition("UINavigationTransitionView", parent: "UIView"))
        define(ClassDefinition("UIViewControllerWrapperView", parent: "UIView"))
        let bar = ClassDefinition("UINavigationBar", parent: "UIView") { NavigationBar(engine: $0) }
        bar.object("backButton", NavigationBar.self) { $0.backButton }
        exposeGlobal(define(bar))

        let c = ClassDefinition("UINavigationController", parent: "UIViewController") { NavigationController(engine: $0) }
        c.property("viewControllers", NavigationController.self, get: { call, nav in call.runtime.push(array: nav.viewControllers) },
                   set: { call, nav, i in try nav.setViewControllers(try call.runtime.objects(in: i, ViewController.self, "UIViewController")) })
        c.object("topViewController", NavigationController.self) { $0.topViewController }
        c.object("navigationBar", NavigationController.self) { $0.navigationBar }
        c.object("interactivePopGestureRecognizer", NavigationController.self) { $0.interactivePopGestureRecognizer }
        c.bool(["navigationBarHidden", "isNavigationBarHidden"], NavigationController.self,
               get: { $0.navigationBarHidden }, set: { $0.navigationBarHidden = $1 })
        c.property("delegate", NavigationController.self, get: { call, nav in call.runtime.pushHiddenField(.delegate, of: nav) },
                   set: { call, nav, i in
                       let none = call.stack.isNil(i)
                       guard none || call.stack.isTable(i) || call.runtime.object(at: i) != nil else {
                           throw call.badValue(i, expected: "table, object or nil")
                       }
                       if !none { call.runtime.noteScriptValue(at: i) }
                       call.runtime.setHiddenField(.delegate, of: nav, valueAt: none ? nil : i)
                       nav.hostHasDelegate = !none
                   })
        // `animated` arguments are accepted and ignored: transitions are immediate.
        c.method("pushViewController") { call in
            let nav = try call.object(1, NavigationController.self, "UINavigationController")
            try nav.pushViewController(try call.object(2, ViewController.self, "UIViewController"))
            return 0
        }
        for name in ["popViewController", "popViewControllerAnimated"] {
            c.method(name) { call in
                let nav = try call.object(1, NavigationController.self, "UINavigationController")
                call.runtime.pushObject(try nav.popViewController())
                return 1
            }
        }
        for name in ["popToRootViewController", "popToRootViewControllerAnimated"] {
            c.method(name) { call in
                let nav = try call.object(1, NavigationController.self, "UINavigationController")
                call.runtime.push(array: try nav.popToRootViewController())
                return 1
            }
        }
        c.method("setViewControllers") { call in
            let nav = try call.object(1, NavigationController.self, "UINavigationController")
            try nav.setViewControllers(try call.runtime.objects(in: 2, ViewController.self, "UIViewController"))
            return 0
        }
        exposeGlobal(define(c))
        constructionKeys["rootViewController"] = ConstructionKey(applies: { $0 is NavigationController }) { runtime, object, index, _ in
            let root = try runtime.objects(in: index, ViewController.self, "UIViewController", single: true)
            try (object as! NavigationController).setViewControllers(root)
        }
    }

    /// An array of engine objects of one class (or, with `single`, one object).
    func objects<T: EngineObject>(in index: Int32, _ type: T.Type, _ expected: String, single: Bool = false) throws -> [T] {
        if single {
            guard let one = object(at: index) as? T else {
                throw LuaError(message: "\(expected) expected, got \(stack.typeName(index))")
            }
            return [one]
        }
        var out: [T] = []
        try forEachObject(in: index, type, expected) { out.append($0) }
        return out
    }
}

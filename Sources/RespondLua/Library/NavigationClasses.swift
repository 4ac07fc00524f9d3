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
        c.scriptTable("delegate", .delegate, NavigationController.self) { nav, _, present in nav.hostHasDelegate = present }
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
        defineTabBarClasses()
        constructionKeys["rootViewController"] = ConstructionKey(applies: { $0 is NavigationController }) { runtime, object, index, _ in
            let root = try runtime.objects(in: index, ViewController.self, "UIViewController", single: true)
            try (object as! NavigationController).setViewControllers(root)
        }
    }

    /// UITabBarController and its bar (LUA_API §11, SPEC 11.7).
    private func defineTabBarClasses() {
        define(ClassDefinition("UITransitionView", parent: "UIView"))
        define(ClassDefinition("UITabBarButton", parent: "UIControl"))
        let bar = ClassDefinition("UITabBar", parent: "UIView") { TabBar(engine: $0) }
        bar.objects("buttons", TabBar.self) { $0.buttons }
        exposeGlobal(define(bar))

        let c = ClassDefinition("UITabBarController", parent: "UIViewController") { TabBarController(engine: $0) }
        c.property("viewControllers", TabBarController.self, get: { call, tabs in call.runtime.push(array: tabs.viewControllers) },
                   set: { call, tabs, i in
                       try tabs.setViewControllers(try call.runtime.objects(in: i, ViewController.self, "UIViewController"))
                   })
        c.property("selectedIndex", TabBarController.self, get: { call, tabs in call.stack.push(int: tabs.selectedIndex) },
                   set: { call, tabs, i in
                       guard call.stack.type(i) == LUA_TNUMBER, let index = call.stack.toInteger(i) else {
                           throw call.badValue(i, expected: "integer")
                       }
                       try tabs.select(index: index)
                   })
        c.property("selectedViewController", TabBarController.self, get: { call, tabs in call.runtime.pushObject(tabs.selectedViewController) },
                   set: { call, tabs, i in
                       guard let vc = call.runtime.object(at: i) as? ViewController,
                             let index = tabs.viewControllers.firstIndex(where: { $0 === vc }) else {
                           throw call.badValue(i, expected: "one of its viewControllers")
                       }
                       try tabs.select(index: index)
                   })
        c.object("tabBar", TabBarController.self) { $0.tabBar }
        c.scriptTable("delegate", .delegate, TabBarController.self) { tabs, _, present in tabs.hostHasDelegate = present }
        c.method("setViewControllers") { call in
            let tabs = try call.object(1, TabBarController.self, "UITabBarController")
            try tabs.setViewControllers(try call.runtime.objects(in: 2, ViewController.self, "UIViewController"))
            return 0
        }
        exposeGlobal(define(c))
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

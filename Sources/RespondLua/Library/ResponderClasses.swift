import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// UIResponder, UIView, UIImageView, UILabel, UIWindow, UIViewController,
    /// UIApplication, UIScreen (LUA_API §4).
    func defineResponderClasses() {
        exposeGlobal(define(responderClass()))
        exposeGlobal(define(viewClass()))
        let image = ClassDefinition("UIImageView", parent: "UIView") { ImageView(engine: $0) }
        image.property("image", ImageView.self, get: { c, v in
            if let i = v.image { c.stack.push(i) } else { c.stack.pushNil() }
        }, set: { c, v, i in v.image = try c.stringValue(i, optional: true) })
        exposeGlobal(define(image))
        let label = ClassDefinition("UILabel", parent: "UIView") { Label(engine: $0) }
        label.property("text", Label.self, get: { c, v in
            if let t = v.text { c.stack.push(t) } else { c.stack.pushNil() }
        }, set: { c, v, i in v.text = try c.stringValue(i, optional: true) })
        exposeGlobal(define(label))
        exposeGlobal(define(windowClass()))
        exposeGlobal(define(viewControllerClass()))
        exposeGlobal(define(applicationClass()))
        pushObject(engine.application)
        setGlobal("app")
        exposeGlobal(define(screenClass()))

        constructionKeys["subviews"] = ConstructionKey(applies: { $0 is View }) { runtime, object, index, _ in
            try runtime.forEachObject(in: index, View.self, "UIView") { try (object as! View).addSubview($0) }
        }
        constructionKeys["children"] = ConstructionKey(applies: { $0 is ViewController }) { runtime, object, index, _ in
            try runtime.forEachObject(in: index, ViewController.self, "UIViewController") {
                try (object as! ViewController).addChild($0)
            }
        }
    }

    /// Runs `body` for each object of an array given in a construction table.
    func forEachObject<T: EngineObject>(in index: Int32, _ type: T.Type, _ expected: String, _ body: (T) throws -> Void) throws {
        let s = stack
        guard s.isTable(index) else { throw LuaError(message: "an array of \(expected) expected, got \(s.typeName(index))") }
        for i in 1...max(1, s.rawLength(index)) where s.rawLength(index) > 0 {
            s.rawGet(index, index: i)
            let item = object(at: -1) as? T
            let found = s.typeName(-1)
            s.pop()
            guard let item else { throw LuaError(message: "item \(i) is a \(found), \(expected) expected") }
            try body(item)
        }
    }

    private func responderClass() -> ClassDefinition {
        let c = ClassDefinition("UIResponder", parent: "NSObject") { Responder(engine: $0) }
        c.property("nextResponder", Responder.self, get: { call, r in call.runtime.pushObject(try r.nextResponder()) })
        c.method("nextResponder") { call in
            _ = try call.object(1, Responder.self, "UIResponder")
            call.stack.pushNil()
            return 1
        }
        c.readOnlyBool(["isFirstResponder"], Responder.self) { $0.isFirstResponder }
        c.property("canBecomeFirstResponder", Responder.self, get: { call, r in call.stack.push(try r.canBecomeFirstResponder()) })
        c.property("canResignFirstResponder", Responder.self, get: { call, r in call.stack.push(try r.canResignFirstResponder()) })
        c.method("becomeFirstResponder") { call in
            call.stack.push(try call.object(1, Responder.self, "UIResponder").responderBecomeFirstResponder())
            return 1
        }
        c.method("resignFirstResponder") { call in
            let r = try call.object(1, Responder.self, "UIResponder")
            let resigned = try r.responderResignFirstResponder()
            if resigned, let window = r.responderWindow, window.firstResponder === r {
                try window.resignFirstResponderStatus(of: r)
            }
            call.stack.push(resigned)
            return 1
        }
        c.method("canPerformAction") { call in
            let r = try call.object(1, Responder.self, "UIResponder")
            let action = try call.string(2)
            call.stack.push(r.responderCanPerformAction(action))
            return 1
        }
        c.method("targetForAction") { call in
            let r = try call.object(1, Responder.self, "UIResponder")
            let action = try call.string(2)
            call.runtime.pushObject(try r.responderTargetForAction(action, sender: call.runtime.object(at: 3)))
            return 1
        }
        addKeyAndEventMembers(to: c)
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
            c.method(phase.selector.name) { call in
                let r = try call.object(1, Responder.self, "UIResponder")
                let touches = try call.touches(2)
                let event = try call.object(3, Event.self, "UIEvent")
                try r.responderTouches(phase, touches, event)
                return 0
            }
        }
        return c
    }

    private func viewClass() -> ClassDefinition {
        let c = ClassDefinition("UIView", parent: "UIResponder") { View(engine: $0) }
        c.property("frame", View.self, fast: .frame, get: { call, v in call.runtime.push(v.frame) },
                   set: { call, v, i in
                       let old = v.bounds.size
                       v.frame = try call.rectValue(i)
                       if v.bounds.size != old { try v.sizeChanged() }
                   })
        c.property("bounds", View.self, fast: .bounds, get: { call, v in call.runtime.push(v.bounds) },
                   set: { call, v, i in
                       let r = try call.rectValue(i)
                       let old = v.bounds.size
                       v.bounds = Rect(origin: r.origin, size: Size(abs(r.size.width), abs(r.size.height)))
                       if v.bounds.size != old { try v.sizeChanged() }
                   })
        addLayoutMembers(to: c)
        c.property("presentationFrame", View.self, get: { call, v in call.runtime.push(v.presentationFrame) })
        c.method("animate") { call in try call.runtime.animate(call) }
        c.property("center", View.self, fast: .center, get: { call, v in call.runtime.push(v.center) },
                   set: { call, v, i in v.center = try call.pointValue(i) })
        c.property("transform", View.self, get: { call, v in call.runtime.push(v.transform) },
                   set: { call, v, i in
                       guard let t = call.runtime.readTransform(i),
                             [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else {
                           throw call.badValue(i, expected: "CGAffineTransform")
                       }
                       v.transform = t
                   })
        c.number("alpha", View.self, get: { $0.alpha }, set: { $0.alpha = $1 }, fast: .alpha)
        c.bool(["hidden", "isHidden"], View.self, get: { $0.hidden }, set: { $0.hidden = $1 }, fast: .hidden)
        c.bool(["userInteractionEnabled", "isUserInteractionEnabled"], View.self, get: { $0.userInteractionEnabled }, set: { $0.userInteractionEnabled = $1 },
               fast: .userInteractionEnabled)
        c.bool(["multipleTouchEnabled", "isMultipleTouchEnabled"], View.self, get: { $0.multipleTouchEnabled }, set: { $0.multipleTouchEnabled = $1 })
        c.bool(["exclusiveTouch", "isExclusiveTouch"], View.self, get: { $0.exclusiveTouch }, set: { $0.exclusiveTouch = $1 })
        c.bool(["clipsToBounds"], View.self, get: { $0.clipsToBounds }, set: { $0.clipsToBounds = $1 })
        c.property("backgroundColor", View.self, get: { call, v in
            if let color = v.backgroundColor { call.stack.push(color) } else { call.stack.pushNil() }
        }, set: { call, v, i in v.backgroundColor = try call.stringValue(i, optional: true) })
        c.property("tag", View.self, fast: .tag, get: { call, v in call.stack.push(int: v.tag) }, set: { call, v, i in
            _ = try call.numberValue(i)
            // UIKit's NSInteger: any Lua integer, or a float with a whole value
            // in range, exactly (as `importHierarchy` takes it).
            guard let tag = call.stack.toInteger(i) else { throw call.badValue(i, expected: "integer") }
            v.tag = tag
        })
        c.object("superview", View.self, fast: .superview) { $0.superview }
        c.objects("subviews", View.self) { $0.subviews }
        c.object("window", View.self) { $0.window }
        c.objects("gestureRecognizers", View.self) { $0.gestureRecognizers }
        c.method("addGestureRecognizer") { call in
            try call.object(1, View.self, "UIView").addGestureRecognizer(try call.object(2, GestureRecognizer.self, "UIGestureRecognizer"))
            return 0
        }
        c.method("removeGestureRecognizer") { call in
            try call.object(1, View.self, "UIView").removeGestureRecognizer(try call.object(2, GestureRecognizer.self, "UIGestureRecognizer"))
            return 0
        }
        c.method("gestureRecognizerShouldBegin") { call in
            let v = try call.object(1, View.self, "UIView")
            call.stack.push(v.defaultGestureRecognizerShouldBegin(try call.object(2, GestureRecognizer.self, "UIGestureRecognizer")))
            return 1
        }

        c.method("addSubview") { call in
            let v = try call.object(1, View.self, "UIView")
            try v.addSubview(try call.object(2, View.self, "UIView"))
            return 0
        }
        c.method("insertSubview") { call in
            let v = try call.object(1, View.self, "UIView")
            let sub = try call.object(2, View.self, "UIView")
            let index = try call.integer(3)
            try v.insertSubview(sub, at: index > 0 ? index - 1 : 0)
            return 0
        }
        c.method("removeFromSuperview") { call in
            try call.object(1, View.self, "UIView").removeFromSuperview()
            return 0
        }
        c.method("bringSubviewToFront") { call in
            try call.object(1, View.self, "UIView").bringSubviewToFront(try call.object(2, View.self, "UIView"))
            return 0
        }
        c.method("sendSubviewToBack") { call in
            try call.object(1, View.self, "UIView").sendSubviewToBack(try call.object(2, View.self, "UIView"))
            return 0
        }
        c.method("viewWithTag") { call in
            let v = try call.object(1, View.self, "UIView")
            call.runtime.pushObject(try v.viewWithTag(try call.integer(2)))
            return 1
        }
        c.method("find") { call in
            let v = try call.object(1, View.self, "UIView")
            call.runtime.pushObject(try v.find(try call.string(2)))
            return 1
        }
        c.method("endEditing") { call in
            let v = try call.object(1, View.self, "UIView")
            let force = call.stack.isNil(2) ? false : try call.boolean(2)
            call.stack.push(try v.endEditing(force))
            return 1
        }
        c.method("isDescendantOfView") { call in
            let v = try call.object(1, View.self, "UIView")
            call.stack.push(v.isDescendant(of: try call.object(2, View.self, "UIView")))
            return 1
        }
        // Listed for the API description; run natively (FastPaths.swift).
        c.method("hitTest") { _ in 0 }
        c.native("hitTest", .viewHitTest)
        c.method("pointInside") { _ in 0 }
        c.native("pointInside", .viewPointInside)
        c.method("nextResponder") { call in
            call.runtime.pushObject(try call.object(1, View.self, "UIView").viewNextResponder())
            return 1
        }
        c.method("convertPointToView") { call in
            let v = try call.object(1, View.self, "UIView")
            call.runtime.push(v.convert(try call.point(2), to: try call.optionalObject(3, View.self, "UIView")))
            return 1
        }
        c.method("convertPointFromView") { call in
            let v = try call.object(1, View.self, "UIView")
            call.runtime.push(v.convert(try call.point(2), from: try call.optionalObject(3, View.self, "UIView")))
            return 1
        }
        c.method("convertRectToView") { call in
            let v = try call.object(1, View.self, "UIView")
            call.runtime.push(v.convert(try call.rect(2), to: try call.optionalObject(3, View.self, "UIView")))
            return 1
        }
        c.method("convertRectFromView") { call in
            let v = try call.object(1, View.self, "UIView")
            call.runtime.push(v.convert(try call.rect(2), from: try call.optionalObject(3, View.self, "UIView")))
            return 1
        }
        return c
    }

    private func windowClass() -> ClassDefinition {
        let c = ClassDefinition("UIWindow", parent: "UIView") { Window(engine: $0) }
        c.number("windowLevel", Window.self, get: { $0.windowLevel }, set: { $0.windowLevel = $1 })
        c.object("firstResponder", Window.self) { $0.firstResponder }
        c.readOnlyBool(["isKeyWindow", "keyWindow"], Window.self) { $0.isKeyWindow }
        c.property("rootViewController", Window.self, get: { call, w in call.runtime.pushObject(w.rootViewController) },
                   set: { call, w, i in
                       try w.setRootViewController(try call.objectValue(i, ViewController.self, "UIViewController"))
                   })
        c.method("makeKeyAndVisible") { call in
            try call.object(1, Window.self, "UIWindow").makeKeyAndVisible()
            return 0
        }
        c.method("makeKeyWindow") { call in
            try call.object(1, Window.self, "UIWindow").makeKey()
            return 0
        }
        c.method("sendEvent") { call in
            let w = try call.object(1, Window.self, "UIWindow")
            try w.windowSendEvent(try call.object(2, Event.self, "UIEvent"))
            return 0
        }
        c.method("nextResponder") { call in
            call.runtime.pushObject(try call.object(1, Window.self, "UIWindow").windowNextResponder())
            return 1
        }
        c.constant("levelNormal") { $0.stack.push(Window.levelNormal) }
        c.constant("levelStatusBar") { $0.stack.push(Window.levelStatusBar) }
        c.constant("levelAlert") { $0.stack.push(Window.levelAlert) }
        c.constant("levelKeyboard") { $0.stack.push(Window.levelKeyboard) }
        return c
    }

    private func viewControllerClass() -> ClassDefinition {
        let c = ClassDefinition("UIViewController", parent: "UIResponder") { ViewController(engine: $0) }
        c.object("navigationItem", ViewController.self) { $0.navigationItem }
        c.property("view", ViewController.self, get: { call, vc in call.runtime.pushObject(try vc.view()) },
                   set: { call, vc, i in vc.setView(try call.objectValue(i, View.self, "UIView")) })
        c.object("viewIfLoaded", ViewController.self) { $0.viewIfLoaded }
        c.readOnlyBool(["isViewLoaded", "viewLoaded"], ViewController.self) { $0.isViewLoaded }
        c.object("parent", ViewController.self) { $0.parent }
        c.objects("children", ViewController.self) { $0.children }
        c.object("presentedViewController", ViewController.self) { $0.presentedViewController }
        c.object("presentingViewController", ViewController.self) { $0.presentingViewController }
        c.object("navigationController", ViewController.self) { $0.navigationController }
        c.object("tabBarController", ViewController.self) { $0.tabBarController }
        c.method("addChild") { call in
            try call.object(1, ViewController.self, "UIViewController")
                .addChild(try call.object(2, ViewController.self, "UIViewController"))
            return 0
        }
        c.method("removeFromParent") { call in
            try call.object(1, ViewController.self, "UIViewController").removeFromParent()
            return 0
        }
        c.method("didMoveToParent") { call in
            _ = try call.object(1, ViewController.self, "UIViewController")
            _ = try call.optionalObject(2, ViewController.self, "UIViewController")
            return 0
        }
        c.method("present") { call in
            try call.object(1, ViewController.self, "UIViewController")
                .present(try call.object(2, ViewController.self, "UIViewController"))
            return 0
        }
        c.method("dismiss") { call in
            try call.object(1, ViewController.self, "UIViewController").dismiss()
            return 0
        }
        c.method("loadView") { call in
            try call.object(1, ViewController.self, "UIViewController").viewControllerLoadView()
            return 0
        }
        c.method("viewDidLoad") { call in
            _ = try call.object(1, ViewController.self, "UIViewController")
            return 0
        }
        c.method("nextResponder") { call in
            call.runtime.pushObject(try call.object(1, ViewController.self, "UIViewController").viewControllerNextResponder())
            return 1
        }
        return c
    }

    private func applicationClass() -> ClassDefinition {
        let c = ClassDefinition("UIApplication", parent: "UIResponder")
        c.property("delegate", Application.self, get: { call, app in
            if let delegate = app.delegate {
                call.runtime.pushObject(delegate)
            } else {
                call.runtime.pushHiddenField(.delegate, of: app)
            }
        }, set: { call, app, i in
            if let responder = call.runtime.object(at: i) as? Responder {
                app.delegate = responder
                call.runtime.setHiddenField(.delegate, of: app, valueAt: nil)
            } else {
                app.delegate = nil
                call.runtime.setHiddenField(.delegate, of: app, valueAt: i)
            }
        })
        c.objects("windows", Application.self) { $0.windows }
        c.object("keyWindow", Application.self) { $0.keyWindow }
        c.method("sendEvent") { call in
            let app = try call.object(1, Application.self, "UIApplication")
            try app.applicationSendEvent(try call.object(2, Event.self, "UIEvent"))
            return 0
        }
        c.method("nextResponder") { call in
            call.runtime.pushObject(try call.object(1, Application.self, "UIApplication").applicationNextResponder())
            return 1
        }
        c.method("sendAction") { call in
            let app = try call.object(1, Application.self, "UIApplication")
            guard let action = try call.runtime.action(call, 2, optional: false) else { return 0 }
            let target = try call.runtime.actionTarget(call, 3)
            let sender = call.runtime.object(at: 4)
            call.stack.push(try app.applicationSendAction(action, to: target, from: sender,
                                                          event: try call.optionalObject(5, Event.self, "UIEvent")))
            return 1
        }
        c.constant("shared") { $0.pushObject($0.engine.application) }
        return c
    }

    private func screenClass() -> ClassDefinition {
        let c = ClassDefinition("UIScreen", parent: "NSObject")
        c.constant("main") { runtime in
            runtime.stack.newTable()
            runtime.push(runtime.engine.screen)
            runtime.stack.rawSet(-2, "bounds")
            runtime.stack.push(2.0)
            runtime.stack.rawSet(-2, "scale")
        }
        return c
    }

    // MARK: Hidden per-object fields (kept Lua-side, rule 4)

    /// The values the bridge keeps in an object's own fields, under keys no
    /// script spells by accident.
    enum HiddenField {
        case delegate, dataSource, targets, cellClasses

        /// Pushes the key (from the program's text: no conversion to a C string,
        /// which a Swift `String` would need on every use).
        func push(on L: OpaquePointer) {
            let key: StaticString = switch self {
            case .delegate: "\u{1}delegate"
            case .dataSource: "\u{1}dataSource"
            case .targets: "\u{1}targets"
            case .cellClasses: "\u{1}cellClasses"
            }
            key.withUTF8Buffer { _ = lua_pushlstring(L, UnsafeRawPointer($0.baseAddress)?.assumingMemoryBound(to: CChar.self), $0.count) }
        }
    }

    func pushHiddenField(_ field: HiddenField, of object: EngineObject) {
        pushObject(object)
        let ud = stack.top
        if pushFields(ofUserdataAt: ud, create: false) {
            field.push(on: L)
            stack.rawGetKeyOnTop(-2)
            stack.remove(-2)
        } else {
            stack.pushNil()
        }
        stack.remove(ud)
    }

    func setHiddenField(_ field: HiddenField, of object: EngineObject, valueAt index: Int32?) {
        let valueIndex = index.map { stack.absolute($0) }
        pushObject(object)
        let ud = stack.top
        if pushFields(ofUserdataAt: ud, create: valueIndex != nil) {
            field.push(on: L)
            if let valueIndex { stack.pushValue(valueIndex) } else { stack.pushNil() }
            lua_rawset(L, -3)
            stack.pop()
            if valueIndex != nil { markState(object) }
        }
        stack.setTop(ud - 1)
    }
}

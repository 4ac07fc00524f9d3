import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// UIGestureRecognizer and the seven built-in recognizers, and the
    /// views' recognizer members (LUA_API §7). Targets and delegates stay in Lua.
    func defineGestureClasses() {
        exposeGlobal(define(recognizerClass()))
        let tap = ClassDefinition("UITapGestureRecognizer", parent: "UIGestureRecognizer") { TapGestureRecognizer(engine: $0) }
        tap.integer("numberOfTapsRequired", TapGestureRecognizer.self, get: { $0.numberOfTapsRequired }, set: { $0.numberOfTapsRequired = $1 }, minimum: 1)
        tap.integer("numberOfTouchesRequired", TapGestureRecognizer.self, get: { $0.numberOfTouchesRequired }, set: { $0.numberOfTouchesRequired = $1 }, minimum: 1)
        exposeGlobal(define(tap))

        let press = ClassDefinition("UILongPressGestureRecognizer", parent: "UIGestureRecognizer") { LongPressGestureRecognizer(engine: $0) }
        press.number("minimumPressDuration", LongPressGestureRecognizer.self, get: { $0.minimumPressDuration }, set: { $0.minimumPressDuration = $1 })
        press.number("allowableMovement", LongPressGestureRecognizer.self, get: { $0.allowableMovement }, set: { $0.allowableMovement = $1 })
        press.integer("numberOfTapsRequired", LongPressGestureRecognizer.self, get: { $0.numberOfTapsRequired }, set: { $0.numberOfTapsRequired = $1 }, minimum: 0)
        press.integer("numberOfTouchesRequired", LongPressGestureRecognizer.self, get: { $0.numberOfTouchesRequired }, set: { $0.numberOfTouchesRequired = $1 }, minimum: 1)
        exposeGlobal(define(press))

        exposeGlobal(define(panClass()))
        let edge = ClassDefinition("UIScreenEdgePanGestureRecognizer", parent: "UIPanGestureRecognizer") {
            ScreenEdgePanGestureRecognizer(engine: $0)
        }
        edge.property("edges", ScreenEdgePanGestureRecognizer.self, get: { c, g in
            c.runtime.push(strings: g.edges.map(\.rawValue).sorted())
        }, set: { c, g, i in
            let names = try c.stringSet(i, allowed: ScreenEdgePanGestureRecognizer.Edge.allCases.map(\.rawValue) + ["all"])
            g.edges = names.contains("all") ? Set(ScreenEdgePanGestureRecognizer.Edge.allCases)
                : Set(names.compactMap(ScreenEdgePanGestureRecognizer.Edge.init(rawValue:)))
        })
        exposeGlobal(define(edge))

        let swipe = ClassDefinition("UISwipeGestureRecognizer", parent: "UIGestureRecognizer") { SwipeGestureRecognizer(engine: $0) }
        swipe.property("direction", SwipeGestureRecognizer.self, get: { c, g in
            let names = g.direction.map(\.rawValue).sorted()
            if names.count == 1 { c.stack.push(names[0]) } else { c.runtime.push(strings: names) }
        }, set: { c, g, i in
            let names = try c.stringSet(i, allowed: SwipeGestureRecognizer.Direction.allCases.map(\.rawValue))
            g.direction = Set(names.compactMap(SwipeGestureRecognizer.Direction.init(rawValue:)))
        })
        swipe.integer("numberOfTouchesRequired", SwipeGestureRecognizer.self, get: { $0.numberOfTouchesRequired }, set: { $0.numberOfTouchesRequired = $1 }, minimum: 1)
        exposeGlobal(define(swipe))

        let pinch = ClassDefinition("UIPinchGestureRecognizer", parent: "UIGestureRecognizer") { PinchGestureRecognizer(engine: $0) }
        pinch.number("scale", PinchGestureRecognizer.self, get: { $0.scale }, set: { $0.scale = $1 })
        pinch.property("velocity", PinchGestureRecognizer.self, get: { c, g in c.stack.push(g.velocity) })
        exposeGlobal(define(pinch))

        let rotation = ClassDefinition("UIRotationGestureRecognizer", parent: "UIGestureRecognizer") { RotationGestureRecognizer(engine: $0) }
        rotation.number("rotation", RotationGestureRecognizer.self, get: { $0.rotation }, set: { $0.rotation = $1 })
        rotation.property("velocity", RotationGestureRecognizer.self, get: { c, g in c.stack.push(g.velocity) })
        exposeGlobal(define(rotation))

        constructionKeys["gestureRecognizers"] = ConstructionKey(applies: { $0 is View }) { runtime, object, index, _ in
            try runtime.forEachObject(in: index, GestureRecognizer.self, "UIGestureRecognizer") {
                (object as! View).addGestureRecognizer($0)
            }
        }
        // `target = obj, action = "name"` or `action = function(g) ... end`.
        constructionKeys["action"] = ConstructionKey(applies: { $0 is GestureRecognizer }) { runtime, object, index, table in
            runtime.stack.rawGet(table, "target")
            let target = runtime.stack.top
            try runtime.addTarget(to: object as! GestureRecognizer, targetAt: target, actionAt: index)
        }
        constructionKeys["target"] = ConstructionKey(applies: { $0 is GestureRecognizer }) { runtime, _, _, table in
            if runtime.stack.rawGet(table, "action") == LUA_TNIL {
                throw LuaError(message: "a target needs an action (a method name or a function)")
            }
        }
    }

    private func recognizerClass() -> ClassDefinition {
        let c = ClassDefinition("UIGestureRecognizer", parent: "NSObject") { GestureRecognizer(engine: $0) }
        c.property("state", GestureRecognizer.self, fast: .recognizerState, get: { call, g in call.stack.push(g.state.rawValue) }, set: { call, g, i in
            guard let name = call.stack.toString(i),
                  let state = name == "recognized" ? .ended : GestureState(rawValue: name) else {
                throw call.badValue(i, expected: "state (possible, began, changed, ended, recognized, cancelled, failed)")
            }
            try g.setState(state, reason: "set by \(g.className)")
        })
        c.object("view", GestureRecognizer.self, fast: .recognizerView) { $0.view }
        c.bool(["enabled", "isEnabled"], GestureRecognizer.self, get: { $0.enabled }, set: { $0.enabled = $1 })
        c.bool(["cancelsTouchesInView"], GestureRecognizer.self, get: { $0.cancelsTouchesInView }, set: { $0.cancelsTouchesInView = $1 })
        c.bool(["delaysTouchesBegan"], GestureRecognizer.self, get: { $0.delaysTouchesBegan }, set: { $0.delaysTouchesBegan = $1 })
        c.bool(["delaysTouchesEnded"], GestureRecognizer.self, get: { $0.delaysTouchesEnded }, set: { $0.delaysTouchesEnded = $1 })
        c.property("numberOfTouches", GestureRecognizer.self, get: { call, g in call.stack.push(int: g.numberOfTouches) })
        c.property("delegate", GestureRecognizer.self, get: { call, g in
                       // A scroll view's pan: its delegate is the scroll view (SPEC 12.4).
                       if let owner = (g as? ScrollViewPanGestureRecognizer)?.owningScrollView {
                           call.runtime.pushObject(owner)
                           return
                       }
                       // A navigation controller's pop gesture: its built-in delegate (SPEC 12.5 rule 5).
                       if let builtIn = g.builtInDelegate {
                           call.runtime.pushObject(builtIn)
                           return
                       }
                       call.runtime.pushHiddenField(.delegate, of: g)
                   },
                   set: { call, g, i in
                       if let owner = (g as? ScrollViewPanGestureRecognizer)?.owningScrollView {
                           guard call.runtime.object(at: i) === owner else { throw scrollViewPanDelegateError(owner) }
                           return
                       }
                       // The built-in delegate given back (a script that kept it to restore it).
                       if let transition = call.runtime.object(at: i) as? NavigationInteractiveTransition,
                          transition.navigationController?.interactivePopGestureRecognizer === g {
                           g.builtInDelegate = transition
                           call.runtime.setHiddenField(.delegate, of: g, valueAt: nil)
                           g.hostHasDelegate = false
                           return
                       }
                       if !call.stack.isNil(i) {
                           call.runtime.noteScriptValue(at: i)
                           call.runtime.checkDelegate(at: i, of: g)
                       }
                       try call.runtime.delegateAssigned(g, .delegate, valueAt: i)
                       call.runtime.setHiddenField(.delegate, of: g, valueAt: call.stack.isNil(i) ? nil : i)
                       g.hostHasDelegate = !call.stack.isNil(i)
                       g.builtInDelegate = nil
                   })
        c.method("locationInView") { call in
            let g = try call.object(1, GestureRecognizer.self, "UIGestureRecognizer")
            call.runtime.push(g.location(in: try call.optionalObject(2, View.self, "UIView")))
            return 1
        }
        c.method("locationOfTouch") { call in
            let g = try call.object(1, GestureRecognizer.self, "UIGestureRecognizer")
            let index = try call.integer(2)
            call.runtime.push(try g.locationOfTouch(index, in: try call.optionalObject(3, View.self, "UIView")))
            return 1
        }
        c.method("requireGestureRecognizerToFail") { call in
            let g = try call.object(1, GestureRecognizer.self, "UIGestureRecognizer")
            try g.requireToFail(try call.object(2, GestureRecognizer.self, "UIGestureRecognizer"))
            return 0
        }
        c.method("ignoreTouch") { call in
            let g = try call.object(1, GestureRecognizer.self, "UIGestureRecognizer")
            g.ignore(try call.object(2, Touch.self, "UITouch"))
            return 0
        }
        c.method("addTarget") { call in
            let g = try call.object(1, GestureRecognizer.self, "UIGestureRecognizer")
            try call.runtime.addTarget(to: g, targetAt: 2, actionAt: 3)
            return 0
        }
        c.method("removeTarget") { call in
            let g = try call.object(1, GestureRecognizer.self, "UIGestureRecognizer")
            call.runtime.removeTargets(of: g, targetAt: 2, actionAt: 3)
            return 0
        }
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
            c.method(phase.selector.name) { call in
                let g = try call.object(1, GestureRecognizer.self, "UIGestureRecognizer")
                try g.defaultTouches(phase, try call.touches(2), try call.object(3, Event.self, "UIEvent"))
                return 0
            }
        }
        c.method("reset") { call in
            try call.object(1, GestureRecognizer.self, "UIGestureRecognizer").defaultReset()
            return 0
        }
        c.method("canPrevent") { call in
            let g = try call.object(1, GestureRecognizer.self, "UIGestureRecognizer")
            call.stack.push(g.defaultCanPrevent(try call.object(2, GestureRecognizer.self, "UIGestureRecognizer")))
            return 1
        }
        for name in ["canBePreventedBy"] {
            c.method(name) { call in
                _ = try call.object(1, GestureRecognizer.self, "UIGestureRecognizer")
                call.stack.push(true)
                return 1
            }
        }
        for name in ["shouldRequireFailureOf", "shouldBeRequiredToFailBy"] {
            c.method(name) { call in
                _ = try call.object(1, GestureRecognizer.self, "UIGestureRecognizer")
                call.stack.push(false)
                return 1
            }
        }
        c.constant("defaults") { runtime in runtime.pushTunablesTable() }
        return c
    }

    private func panClass() -> ClassDefinition {
        let c = ClassDefinition("UIPanGestureRecognizer", parent: "UIGestureRecognizer") { PanGestureRecognizer(engine: $0) }
        c.integer("minimumNumberOfTouches", PanGestureRecognizer.self, get: { $0.minimumNumberOfTouches }, set: { $0.minimumNumberOfTouches = $1 }, minimum: 1)
        c.property("maximumNumberOfTouches", PanGestureRecognizer.self, get: { call, g in
            if g.maximumNumberOfTouches == Int.max { call.stack.push(Double.infinity) } else { call.stack.push(int: g.maximumNumberOfTouches) }
        }, set: { call, g, i in
            guard let n = call.stack.toNumber(i), n >= 1, (n == n.rounded() && n < 1e9) || n.isInfinite else {
                throw call.badValue(i, expected: "whole number from 1 to 999999999 (or math.huge)")
            }
            g.maximumNumberOfTouches = n.isInfinite ? Int.max : Int(n)
        })
        c.method("translationInView") { call in
            let g = try call.object(1, PanGestureRecognizer.self, "UIPanGestureRecognizer")
            call.runtime.push(g.translation(in: try call.optionalObject(2, View.self, "UIView")))
            return 1
        }
        c.method("setTranslation") { call in
            let g = try call.object(1, PanGestureRecognizer.self, "UIPanGestureRecognizer")
            g.setTranslation(try call.point(2), in: try call.optionalObject(3, View.self, "UIView"))
            return 0
        }
        c.method("velocityInView") { call in
            let g = try call.object(1, PanGestureRecognizer.self, "UIPanGestureRecognizer")
            call.runtime.push(g.velocity(in: try call.optionalObject(2, View.self, "UIView")))
            return 1
        }
        return c
    }

    // MARK: Targets and actions (kept Lua-side: an array of {target, action})

    func addTarget(to recognizer: GestureRecognizer, targetAt targetIndex: Int32, actionAt actionIndex: Int32) throws {
        let s = stack
        let target = s.absolute(targetIndex), action = s.absolute(actionIndex)
        guard s.isFunction(action) || s.type(action) == LUA_TSTRING else {
            throw LuaError(message: "addTarget: the action must be a method name or a function, got \(s.typeName(action))")
        }
        if s.type(action) == LUA_TSTRING, s.isNil(target) {
            throw LuaError(message: "addTarget: an action named by a string needs a target")
        }
        guard s.isNil(target) || s.isTable(target) || s.type(target) == LUA_TUSERDATA else {
            throw LuaError(message: "addTarget: the target must be an object, a table or nil, got \(s.typeName(target))")
        }
        if !s.isNil(target) {
            noteScriptValue(at: target)
            checkActionName(targetAt: target, actionAt: action, adder: "addTarget on \(recognizer.label)")
        }
        pushHiddenField(.targets, of: recognizer)
        if s.isNil(-1) {
            s.pop()
            s.newTable()
            setHiddenField(.targets, of: recognizer, valueAt: -1)
        }
        recognizer.hostHasTargets = true
        let list = s.top
        let n = s.rawLength(list)
        for i in 1...max(1, n) where n > 0 {
            s.rawGet(list, index: i)
            s.rawGet(-1, index: 1)
            s.rawGet(-2, index: 2)
            let same = lua_rawequal(L, -2, target) != 0 && lua_rawequal(L, -1, action) != 0
            s.pop(3)
            if same { s.pop(); return }
        }
        s.newTable(array: 2)
        s.pushValue(target)
        s.rawSet(-2, index: 1)
        s.pushValue(action)
        s.rawSet(-2, index: 2)
        s.rawSet(list, index: n + 1)
        s.pop()
    }

    /// nil target or nil action match every pair.
    func removeTargets(of recognizer: GestureRecognizer, targetAt targetIndex: Int32, actionAt actionIndex: Int32) {
        let s = stack
        let target = s.absolute(targetIndex), action = s.absolute(actionIndex)
        pushHiddenField(.targets, of: recognizer)
        defer { s.pop() }
        guard s.isTable(-1) else { return }
        let list = s.top
        var kept: [Int] = []
        for i in 1...max(1, s.rawLength(list)) where s.rawLength(list) > 0 {
            s.rawGet(list, index: i)
            s.rawGet(-1, index: 1)
            s.rawGet(-2, index: 2)
            let matchTarget = s.isNil(target) || lua_rawequal(L, -2, target) != 0
            let matchAction = s.isNil(action) || lua_rawequal(L, -1, action) != 0
            s.pop(3)
            if !(matchTarget && matchAction) { kept.append(i) }
        }
        s.newTable(array: Int32(kept.count))
        for (j, i) in kept.enumerated() {
            s.rawGet(list, index: i)
            s.rawSet(-2, index: j + 1)
        }
        setHiddenField(.targets, of: recognizer, valueAt: -1)
        recognizer.hostHasTargets = !kept.isEmpty
        s.pop()
    }

    /// `UIGestureRecognizer.defaults` (and `UIControl.defaults`, `UIScrollView.defaults`):
    /// the engine's tunables by name, read and written live.
    func pushTunablesTable(owner: String = "UIGestureRecognizer", names: [String] = Tunables.names) {
        let s = stack
        s.newTable()
        s.newTable()
        pushFunction("__index") { call in
            guard let key = call.stack.toString(2), names.contains(key), let value = call.runtime.engine.tunables[key] else {
                call.stack.pushNil()
                return 1
            }
            call.stack.push(value)
            return 1
        }
        s.rawSet(-2, "__index")
        pushFunction("__newindex") { call in
            let key = call.stack.toString(2) ?? "?"
            guard names.contains(key) else {
                throw LuaError(message: "\(owner).defaults has no '\(key)' (known: \(names.joined(separator: ", ")))")
            }
            guard let n = call.stack.toNumber(3), n.isFinite, n >= 0 else {
                throw LuaError(message: "\(owner).defaults.\(key) must be a finite number ≥ 0")
            }
            call.runtime.engine.tunables[key] = n
            return 0
        }
        s.rawSet(-2, "__newindex")
        pushFunction("__pairs") { call in
            call.stack.newTable()
            for name in names {
                call.stack.push(call.runtime.engine.tunables[name]!)
                call.stack.rawSet(-2, name)
            }
            call.runtime.getGlobal("next")
            call.stack.insert(-2)
            call.stack.pushNil()
            return 3
        }
        s.rawSet(-2, "__pairs")
        registerCompletions(forMetatableAt: s.top, fields: names)
        s.setMetatable(-2)
    }

    func push(strings: [String]) {
        stack.newTable(array: Int32(strings.count))
        for (i, name) in strings.enumerated() {
            stack.push(name)
            stack.rawSet(-2, index: i + 1)
        }
    }
}

extension LuaCall {
    /// A string or an array of strings, each one of `allowed`.
    func stringSet(_ index: Int32, allowed: [String]) throws -> [String] {
        var names: [String] = []
        if let one = stack.toString(index) {
            names = [one]
        } else if stack.isTable(index) {
            for i in 0..<stack.rawLength(index) {
                stack.rawGet(index, index: i + 1)
                defer { stack.pop() }
                guard let name = stack.toString(-1) else { throw badValue(index, expected: "string or array of strings") }
                names.append(name)
            }
        } else {
            throw badValue(index, expected: "string or array of strings")
        }
        for name in names where !allowed.contains(name) {
            let suggestion = Names.oneEditAway(from: name, among: allowed).map { "; did you mean '\($0)'?" } ?? ""
            throw LuaError(message: "bad value for '\(function.name)' ('\(name)' is not one of \(allowed.joined(separator: ", "))\(suggestion))")
        }
        return names
    }
}

extension ClassDefinition {
    func integer<T: EngineObject>(_ name: String, _ type: T.Type, get: @escaping (T) -> Int,
                                  set: @escaping (T, Int) -> Void, minimum: Int) {
        property(name, T.self, get: { c, o in c.stack.push(int: get(o)) }, set: { c, o, i in
            guard let n = c.stack.toNumber(i), n == n.rounded(), n >= Double(minimum), n < 1e9 else {
                throw c.badValue(i, expected: "whole number ≥ \(minimum)")
            }
            set(o, Int(n))
        })
    }
}

/// SPEC 12.4 rule 1: UIKit's exception text, then which scroll view, then what to do.
func scrollViewPanDelegateError(_ scrollView: ScrollView) -> LuaError {
    LuaError(message: ScrollView.panDelegateMessage + " (the pan of \(scrollView.label); define "
             + "shouldRecognizeSimultaneouslyWith or gestureRecognizerShouldBegin on the scroll view instead)")
}

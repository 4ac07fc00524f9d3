import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// UIBarButtonItem, UINavigationItem, UIToolbar (LUA_API §12 "Bars",
    /// SPEC 12.5). The engine places and lays them out; this exposes them.
    func defineBarClasses() {
        define(ClassDefinition("_UIButtonBarButton", parent: "UIControl"))
        define(ClassDefinition("_UINavigationInteractiveTransition", parent: "NSObject"))

        let item = ClassDefinition("UIBarButtonItem", parent: "NSObject") { BarButtonItem(engine: $0) }
        item.checkConstruction = { call in try Self.checkBarButtonItemTable(call) }
        item.property("title", BarButtonItem.self, get: { c, i in c.pushString(i.title) },
                      set: { c, i, v in i.title = try c.stringValue(v, optional: true) })
        item.property("style", BarButtonItem.self, get: { c, i in c.stack.push(i.style.rawValue) },
                      set: { c, i, v in i.style = try c.barItemStyle(v) })
        item.property("systemItem", BarButtonItem.self, get: { c, i in c.pushString(i.systemItem?.rawValue) })
        item.property("width", BarButtonItem.self, get: { c, i in c.stack.push(i.width) }, set: { c, i, v in
            guard c.stack.type(v) == LUA_TNUMBER, let n = c.stack.toNumber(v), n.isFinite, n >= 0, n <= 1e9 else {
                throw c.badValue(v, expected: "a finite number from 0 to 1e9")
            }
            i.width = n
        })
        item.property("customView", BarButtonItem.self, get: { c, i in c.runtime.pushObject(i.customView) }, set: { c, i, v in
            let view = try c.objectValue(v, View.self, "UIView")
            if view is Window { throw c.badValue(v, expected: "UIView (not a UIWindow) or nil") }
            try i.setCustomView(view)
        })
        item.property("target", BarButtonItem.self, get: { c, i in
            if let t = i.target { c.runtime.push(target: t) } else { c.stack.pushNil() }
        }, set: { c, i, v in
            let type = c.stack.type(v)
            guard type == LUA_TNIL || type == LUA_TTABLE || type == LUA_TUSERDATA else {
                throw c.badValue(v, expected: "target (an object, a table or nil)")
            }
            i.target = try c.runtime.actionTarget(c, v)
        })
        item.property("action", BarButtonItem.self, get: { c, i in
            switch i.action {
            case .named(let name)?: c.stack.push(name)
            case .function(let h)?: c.runtime.pushHandle(h)
            case nil: c.stack.pushNil()
            }
        }, set: { c, i, v in
            guard c.stack.isNil(v) || c.stack.type(v) == LUA_TSTRING || c.stack.isFunction(v) else {
                throw c.badValue(v, expected: "action (a method name, a function or nil)")
            }
            i.action = try c.runtime.action(c, v, optional: true)
        })
        item.bool(["enabled", "isEnabled"], BarButtonItem.self, get: { $0.enabled }, set: { $0.enabled = $1 })
        item.object("view", BarButtonItem.self) { $0.view }
        item.constant("defaults") { runtime in
            runtime.pushTunablesTable(owner: "UIBarButtonItem", names: Tunables.barButtonItemNames)
        }
        exposeGlobal(define(item))
        constructionKeys["systemItem"] = ConstructionKey(applies: { $0 is BarButtonItem }) { runtime, object, index, _ in
            // Checked before the item was made (`checkBarButtonItemTable`).
            (object as! BarButtonItem).systemItem = runtime.stack.toString(index).flatMap(BarButtonItem.SystemItem.init(rawValue:))
        }

        let nav = ClassDefinition("UINavigationItem", parent: "NSObject") { NavigationItem(engine: $0) }
        nav.property("title", NavigationItem.self, get: { c, n in c.pushString(n.title) },
                     set: { c, n, v in n.title = try c.stringValue(v, optional: true) })
        nav.property("leftBarButtonItem", NavigationItem.self, get: { c, n in c.runtime.pushObject(n.leftBarButtonItems.first) },
                     set: { c, n, v in try n.setLeftBarButtonItems(try c.barItems(v, single: true)) })
        nav.property("leftBarButtonItems", NavigationItem.self, get: { c, n in c.runtime.push(array: n.leftBarButtonItems) },
                     set: { c, n, v in try n.setLeftBarButtonItems(try c.barItems(v, single: false)) })
        nav.property("rightBarButtonItem", NavigationItem.self, get: { c, n in c.runtime.pushObject(n.rightBarButtonItems.first) },
                     set: { c, n, v in try n.setRightBarButtonItems(try c.barItems(v, single: true)) })
        nav.property("rightBarButtonItems", NavigationItem.self, get: { c, n in c.runtime.push(array: n.rightBarButtonItems) },
                     set: { c, n, v in try n.setRightBarButtonItems(try c.barItems(v, single: false)) })
        nav.bool(["hidesBackButton"], NavigationItem.self, get: { $0.hidesBackButton }, set: { $0.hidesBackButton = $1 })
        nav.bool(["leftItemsSupplementBackButton"], NavigationItem.self,
                 get: { $0.leftItemsSupplementBackButton }, set: { $0.leftItemsSupplementBackButton = $1 })
        // The `animated` arguments are accepted and ignored: changes are immediate.
        for (name, single, left) in [("setLeftBarButton", true, true), ("setLeftBarButtonItems", false, true),
                                     ("setRightBarButton", true, false), ("setRightBarButtonItems", false, false)] {
            nav.method(name) { call in
                let n = try call.object(1, NavigationItem.self, "UINavigationItem")
                let items = try call.barItemArgument(2, single: single)
                if left { try n.setLeftBarButtonItems(items) } else { try n.setRightBarButtonItems(items) }
                return 0
            }
        }
        nav.method("setHidesBackButton") { call in
            let n = try call.object(1, NavigationItem.self, "UINavigationItem")
            n.hidesBackButton = try call.boolean(2)
            return 0
        }
        nav.object("viewController", NavigationItem.self) { $0.controller }
        exposeGlobal(define(nav))

        let toolbar = ClassDefinition("UIToolbar", parent: "UIView") { Toolbar.made(in: $0) }
        toolbar.property("items", Toolbar.self, get: { c, t in c.runtime.push(array: t.items) },
                         set: { c, t, v in try t.setItems(try c.barItems(v, single: false)) })
        toolbar.method("setItems") { call in
            let t = try call.object(1, Toolbar.self, "UIToolbar")
            try t.setItems(try call.barItemArgument(2, single: false))
            return 0
        }
        exposeGlobal(define(toolbar))
    }

    /// `UIBarButtonItem{...}`'s table, checked before anything is made: an
    /// unknown systemItem or style, a customView that is no view, keys that
    /// cannot go together.
    private static func checkBarButtonItemTable(_ call: LuaCall) throws {
        let s = call.stack
        guard s.isTable(2) else { return }
        func fail(_ message: String) -> LuaError { LuaError(message: "bad argument #1 to 'UIBarButtonItem' (\(message))") }
        func present(_ key: String) -> Bool {
            defer { s.pop() }
            return s.rawGet(2, key) != LUA_TNIL
        }
        s.rawGet(2, "systemItem")
        defer { s.pop() }
        if !s.isNil(-1) {
            let known = BarButtonItem.SystemItem.allCases.map(\.rawValue)
            guard s.type(-1) == LUA_TSTRING, let name = s.toString(-1) else {
                throw fail("systemItem must be a string, got \(call.describeType(s.top))")
            }
            guard known.contains(name) else {
                let close = Names.oneEditAway(from: name, among: known).map { "; did you mean '\($0)'?" } ?? ""
                throw fail("unknown systemItem '\(shortened(name))'; known: \(known.joined(separator: ", "))\(close)")
            }
            if present("title") { throw fail("a systemItem has its own title: give title or systemItem, not both") }
            if present("customView") { throw fail("a customView item has no systemItem: give customView or systemItem, not both") }
        }
        s.rawGet(2, "style")
        defer { s.pop() }
        if !s.isNil(-1) {
            let known = BarButtonItem.Style.allCases.map(\.rawValue)
            guard s.type(-1) == LUA_TSTRING, let name = s.toString(-1), known.contains(name) || name == "bordered" else {
                let shown = s.type(-1) == LUA_TSTRING ? "'\(shortened(s.toString(-1) ?? ""))'" : call.describeType(s.top)
                throw fail("unknown style \(shown); known: \(known.joined(separator: ", "))")
            }
        }
        s.rawGet(2, "customView")
        defer { s.pop() }
        if !s.isNil(-1) {
            guard let view = call.runtime.object(at: -1) as? View, !(view is Window) else {
                throw fail("customView must be a UIView (not a UIWindow), got \(call.describeType(s.top))")
            }
            if present("title") { throw fail("a customView item shows its view, not a title: give customView or title, not both") }
        }
        s.rawGet(2, "action")
        defer { s.pop() }
        if !s.isNil(-1), s.type(-1) != LUA_TSTRING, !s.isFunction(-1) {
            throw fail("action must be a method name or a function, got \(call.describeType(s.top))")
        }
    }
}

/// A name as an error quotes it: at most 40 characters.
private func shortened(_ text: String) -> String {
    text.count > 40 ? String(text.prefix(40)) + "…" : text
}

extension LuaCall {
    fileprivate func pushString(_ text: String?) {
        if let text { stack.push(text) } else { stack.pushNil() }
    }

    /// A bar item style: "plain" or "done" ("bordered", an old name, is plain).
    func barItemStyle(_ index: Int32) throws -> BarButtonItem.Style {
        if stack.type(index) == LUA_TSTRING, stack.toString(index) == "bordered" { return .plain }
        return try choice(index, BarButtonItem.Style.self)
    }

    /// A property's value: one UIBarButtonItem or nil (`single`), or an array of them.
    func barItems(_ index: Int32, single: Bool) throws -> [BarButtonItem] {
        if single {
            if stack.isNil(index) { return [] }
            guard let item = runtime.object(at: index) as? BarButtonItem else {
                throw badValue(index, expected: "UIBarButtonItem or nil")
            }
            return [item]
        }
        if stack.isNil(index) { return [] }
        guard stack.isTable(index), runtime.object(at: index) == nil else {
            throw badValue(index, expected: "array of UIBarButtonItem")
        }
        var out: [BarButtonItem] = []
        for i in 0..<stack.rawLength(index) {
            stack.rawGet(index, index: i + 1)
            defer { stack.pop() }
            guard let item = runtime.object(at: -1) as? BarButtonItem else {
                throw LuaError(message: "bad value for '\(function.name)' (item \(i + 1) is not a UIBarButtonItem: got \(describeType(stack.top)))")
            }
            out.append(item)
        }
        return out
    }

    /// A method's argument: one UIBarButtonItem or nil, or an array of them.
    func barItemArgument(_ index: Int32, single: Bool) throws -> [BarButtonItem] {
        if single {
            return try optionalObject(index, BarButtonItem.self, "UIBarButtonItem").map { [$0] } ?? []
        }
        if stack.isNil(index) { return [] }
        guard stack.isTable(index), runtime.object(at: index) == nil else { throw typeError(index, expected: "array of UIBarButtonItem") }
        var out: [BarButtonItem] = []
        for i in 0..<stack.rawLength(index) {
            stack.rawGet(index, index: i + 1)
            defer { stack.pop() }
            guard let item = runtime.object(at: -1) as? BarButtonItem else {
                throw argumentError(index, "item \(i + 1) is not a UIBarButtonItem: got \(describeType(stack.top))")
            }
            out.append(item)
        }
        return out
    }
}

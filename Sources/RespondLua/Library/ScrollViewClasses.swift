import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// UIScrollView and its two recognizers (LUA_API §7, §11; SPEC 11.1–11.3).
    func defineScrollViewClasses() {
        // The scroll view's own recognizers: scripts meet them (a trace, the
        // scroll view's `gestureRecognizers`) but do not make them.
        define(ClassDefinition("UIScrollViewDelayedTouchesBeganGestureRecognizer", parent: "UIGestureRecognizer"))
        define(ClassDefinition("UIScrollViewPanGestureRecognizer", parent: "UIPanGestureRecognizer"))

        let c = ClassDefinition("UIScrollView", parent: "UIView") { ScrollView(engine: $0) }
        c.object("panGestureRecognizer", ScrollView.self) { $0.panGestureRecognizer }
        // The pinch is not modelled (SPEC 12.4 rule 2): nil, as for a scroll view that does not zoom.
        c.property("pinchGestureRecognizer", ScrollView.self, get: { call, _ in call.stack.pushNil() })
        c.property("contentSize", ScrollView.self, get: { c, v in c.runtime.push(v.contentSize) }, set: { c, v, i in
            guard let size = c.runtime.readSize(i), size.width.isFinite, size.height.isFinite else {
                throw c.badValue(i, expected: "size")
            }
            v.contentSize = size
        })
        c.property("contentOffset", ScrollView.self, get: { c, v in c.runtime.push(v.contentOffset) },
                   set: { c, v, i in try v.setContentOffset(try c.pointValue(i)) })
        c.property("contentInset", ScrollView.self, get: { c, v in c.runtime.push(insets: v.contentInset) },
                   set: { c, v, i in v.contentInset = try c.insetsValue(i) })
        c.bool(["delaysContentTouches"], ScrollView.self, get: { $0.delaysContentTouches }, set: { $0.delaysContentTouches = $1 })
        c.bool(["canCancelContentTouches"], ScrollView.self, get: { $0.canCancelContentTouches }, set: { $0.canCancelContentTouches = $1 })
        c.bool(["scrollEnabled", "isScrollEnabled"], ScrollView.self, get: { $0.scrollEnabled }, set: { $0.scrollEnabled = $1 })
        c.bool(["bounces"], ScrollView.self, get: { $0.bounces }, set: { $0.bounces = $1 })
        c.bool(["alwaysBounceVertical"], ScrollView.self, get: { $0.alwaysBounceVertical }, set: { $0.alwaysBounceVertical = $1 })
        c.bool(["alwaysBounceHorizontal"], ScrollView.self, get: { $0.alwaysBounceHorizontal }, set: { $0.alwaysBounceHorizontal = $1 })
        c.bool(["pagingEnabled", "isPagingEnabled"], ScrollView.self, get: { $0.pagingEnabled }, set: { $0.pagingEnabled = $1 })
        c.property("decelerationRate", ScrollView.self, get: { c, v in c.stack.push(v.decelerationRate) }, set: { c, v, i in
            switch c.stack.toString(i) {
            case "normal" where c.stack.type(i) == LUA_TSTRING: v.decelerationRate = ScrollView.normalDeceleration
            case "fast" where c.stack.type(i) == LUA_TSTRING: v.decelerationRate = ScrollView.fastDeceleration
            default:
                guard c.stack.type(i) == LUA_TNUMBER, let r = c.stack.toNumber(i), r > 0, r <= 1 else {
                    throw c.badValue(i, expected: "\"normal\", \"fast\" or a number in (0, 1]")
                }
                v.decelerationRate = r
            }
        })
        c.property("keyboardDismissMode", ScrollView.self, get: { c, v in c.stack.push(v.keyboardDismissMode.rawValue) },
                   set: { c, v, i in v.keyboardDismissMode = try c.choice(i, ScrollView.KeyboardDismissMode.self) })
        c.readOnlyBool(["isTracking", "tracking"], ScrollView.self) { $0.isTracking }
        c.readOnlyBool(["isDragging", "dragging"], ScrollView.self) { $0.isDragging }
        c.readOnlyBool(["isDecelerating", "decelerating"], ScrollView.self) { $0.isDecelerating }
        c.scriptTable("delegate", .delegate, ScrollView.self) { v, _, present in v.hostHasDelegate = present }
        c.method("setContentOffset") { call in
            let v = try call.object(1, ScrollView.self, "UIScrollView")
            try v.setContentOffset(try call.pointValue(2))
            return 0
        }
        // The defaults, for a subclass's override to call (`UIScrollView.touchesShouldCancel(self, view)`).
        c.method("touchesShouldBegin") { call in
            _ = try call.object(1, ScrollView.self, "UIScrollView")
            _ = try call.object(4, View.self, "UIView")
            call.stack.push(true)
            return 1
        }
        c.method("touchesShouldCancel") { call in
            let v = try call.object(1, ScrollView.self, "UIScrollView")
            call.stack.push(v.defaultTouchesShouldCancel(try call.object(2, View.self, "UIView")))
            return 1
        }
        c.constant("defaults") { runtime in runtime.pushTunablesTable(owner: "UIScrollView", names: Tunables.scrollViewNames) }
        exposeGlobal(define(c))
    }

    /// `{top=, left=, bottom=, right=}`.
    func push(insets: EdgeInsets) {
        let s = stack
        s.newTable(hash: 4)
        for (key, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] {
            s.push(value)
            s.rawSet(-2, key)
        }
    }
}

extension ClassDefinition {
    /// A property holding a script table kept Lua-side (rule 4) in a hidden
    /// field: a delegate or a data source. `changed(object, present)` tells the engine.
    func scriptTable<T: EngineObject>(_ name: String, _ field: LuaRuntime.HiddenField, _ type: T.Type,
                                      changed: @escaping (T, LuaCall, Bool) throws -> Void) {
        property(name, T.self, get: { call, v in call.runtime.pushHiddenField(field, of: v) },
                 set: { call, v, i in
                     let none = call.stack.isNil(i)
                     guard none || call.stack.isTable(i) || call.runtime.object(at: i) != nil else {
                         throw call.badValue(i, expected: "table, object or nil")
                     }
                     if !none { call.runtime.noteScriptValue(at: i) }
                     // Looked at first: a limit reached there leaves the old delegate in place.
                     try call.runtime.delegateAssigned(v, field == .dataSource ? .dataSource : .delegate, valueAt: i)
                     call.runtime.setHiddenField(field, of: v, valueAt: none ? nil : i)
                     try changed(v, call, !none)
                 })
    }
}

extension LuaCall {
    /// `{top=, left=, bottom=, right=}` (missing edges are 0) or `{top, left, bottom, right}`.
    func insetsValue(_ index: Int32) throws -> EdgeInsets {
        let s = stack
        guard s.isTable(index) else { throw badValue(index, expected: "insets {top=, left=, bottom=, right=}") }
        var edges: [Double] = []
        if s.rawLength(index) == 4 {
            for i in 1...4 {
                s.rawGet(index, index: i)
                defer { s.pop() }
                guard let n = s.toNumber(-1) else { throw badValue(index, expected: "insets of 4 numbers") }
                edges.append(n)
            }
        } else {
            for key in s.stringKeys(index) where !["top", "left", "bottom", "right"].contains(key) {
                throw badValue(index, expected: "insets {top=, left=, bottom=, right=}", got: "a table with '\(key)'")
            }
            for key in ["top", "left", "bottom", "right"] { edges.append(s.number(field: key, of: index) ?? 0) }
        }
        let insets = EdgeInsets(top: edges[0], left: edges[1], bottom: edges[2], right: edges[3])
        guard insets.isFinite else { throw badValue(index, expected: "insets of finite numbers", got: "\(insets)") }
        return insets
    }
}

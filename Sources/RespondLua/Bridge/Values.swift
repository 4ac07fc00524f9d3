import CLua
import CLuaShim
import RespondCore

/// Geometry values as Lua tables with the prelude's metatables (`CGPoint`,
/// `CGRect`, ...). Reading accepts plain tables too: `{10, 20}`, `{x=10, y=20}`.
extension LuaRuntime {
    enum ValueType: String, CaseIterable {
        case CGPoint, CGSize, CGRect, CGAffineTransform, TouchSet, Finger
    }

    func pushValueMetatable(_ type: ValueType) {
        stack.registryGet(refs.preludeValues)
        stack.rawGet(-1, type.rawValue)
        stack.remove(-2)
    }

    /// Every point, size and rect a script receives is a fresh table of its own.
    func push(_ p: Point) { rl_push_point(L, p.x, p.y) }

    func push(_ size: Size) { rl_push_size(L, size.width, size.height) }

    func push(_ r: Rect) { rl_push_rect(L, r.origin.x, r.origin.y, r.size.width, r.size.height) }

    func push(_ t: AffineTransform) {
        let s = stack
        s.newTable(hash: 6)
        for (key, value) in [("a", t.a), ("b", t.b), ("c", t.c), ("d", t.d), ("tx", t.tx), ("ty", t.ty)] {
            s.push(value)
            s.rawSet(-2, key)
        }
        pushValueMetatable(.CGAffineTransform)
        s.setMetatable(-2)
    }

    /// A set of touches: an array with `each`, `all`, `anyObject` and `count`.
    func push(touches: [Touch]) { pushSet(touches) }

    /// A set of engine objects (touches, presses), as `push(touches:)`. The
    /// objects that have a userdata are put in by C, in one call; the others
    /// get theirs here.
    func pushSet<T: EngineObject>(_ objects: [T]) {
        let missing = withSlots(of: objects) { rl_push_touch_set(L, refs.slots, $0, $1) }
        fillSet(objects, missing: missing, at: lua_gettop(L))
    }

    /// An override's touches and event (`touchesBegan(touches, event)`), pushed
    /// as `push(touches:)` and `pushObject(event)` do.
    func push(touches: [Touch], event: Event) {
        let eventSlot = event.hostSlot
        let missing = withSlots(of: touches) { rl_push_touches_arguments(L, refs.slots, $0, $1, eventSlot) }
        if lua_type(L, -1) != LUA_TNIL {
            fillSet(touches, missing: missing, at: lua_gettop(L) - 1)
            return
        }
        lua_settop(L, -2)
        fillSet(touches, missing: missing, at: lua_gettop(L))
        pushObject(event)
    }

    /// Calls `body` with the objects' slots, as C takes them.
    private func withSlots<T: EngineObject>(of objects: [T], _ body: (Int32, UnsafePointer<Int32>?) -> Int32) -> Int32 {
        let n = objects.count
        if n == 1 {
            var slot = objects[0].hostSlot
            return body(1, &slot)
        }
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: n) { slots in
            for i in 0..<n { slots[i] = objects[i].hostSlot }
            return body(Int32(n), slots.baseAddress)
        }
    }

    /// Puts in the set at `set` (absolute) the objects C left out (they have
    /// no userdata yet).
    private func fillSet<T: EngineObject>(_ objects: [T], missing: Int32, at set: Int32) {
        guard missing > 0 else { return }
        let n = objects.count
        for i in 0..<n {
            let type = lua_rawgeti(L, set, lua_Integer(i + 1))
            lua_settop(L, -2)
            if type == LUA_TNIL {
                pushObject(objects[i])
                lua_rawseti(L, set, lua_Integer(i + 1))
            }
        }
    }

    /// Any engine value.
    func push(_ value: ScriptValue) {
        switch value {
        case .none, .other: stack.pushNil()
        case .bool(let b): stack.push(b)
        case .number(let n): stack.push(n)
        case .string(let s): stack.push(s)
        case .point(let p): push(p)
        case .rect(let r): push(r)
        case .object(let o as EngineObject): pushObject(o)
        case .object: stack.pushNil()
        case .touches(let t): push(touches: t)
        case .handle(let id): pushHandle(id)
        case .objects(let objects): pushSet(objects)
        case .indexPath(let p): push(indexPath: p)
        case .size(let size): push(size)
        case .range(let location, let length):
            stack.newTable(hash: 2)
            stack.push(int: location)
            stack.rawSet(-2, "location")
            stack.push(int: length)
            stack.rawSet(-2, "length")
        }
    }

    /// Reads a point given as `{x=, y=}` or `{10, 20}` (raw reads only).
    func readPoint(_ index: Int32) -> Point? {
        var x = 0.0, y = 0.0
        return rl_read_point(L, index, &x, &y) != 0 ? Point(x, y) : nil
    }

    func readSize(_ index: Int32) -> Size? {
        var w = 0.0, h = 0.0
        return rl_read_size(L, index, &w, &h) != 0 ? Size(w, h) : nil
    }

    func readRect(_ index: Int32) -> Rect? {
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        return rl_read_rect(L, index, &x, &y, &w, &h) != 0 ? Rect(x, y, w, h) : nil
    }

    func readTransform(_ index: Int32) -> AffineTransform? {
        let s = stack
        let i = s.absolute(index)
        guard s.isTable(i) else { return nil }
        var v: [Double] = []
        for key in ["a", "b", "c", "d", "tx", "ty"] {
            guard let n = s.number(field: key, of: i) else { return nil }
            v.append(n)
        }
        return AffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }

    /// A script value as the engine sees it.
    func scriptValue(at index: Int32) -> ScriptValue {
        let s = stack
        switch s.type(index) {
        case LUA_TNONE, LUA_TNIL: return .none
        case LUA_TBOOLEAN: return .bool(s.toBool(index))
        case LUA_TNUMBER: return .number(s.toNumber(index)!)
        case LUA_TSTRING: return .string(s.toString(index)!)
        case LUA_TUSERDATA:
            if let o = object(at: index) { return .object(o) }
            return .other(typeName: "userdata")
        default:
            return .other(typeName: s.typeName(index))
        }
    }
}

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
        stack.registryGet(valuesRef)
        stack.rawGet(-1, type.rawValue)
        stack.remove(-2)
    }

    func push(_ p: Point) {
        let s = stack
        s.newTable(hash: 2)
        s.push(p.x); s.rawSet(-2, "x")
        s.push(p.y); s.rawSet(-2, "y")
        pushValueMetatable(.CGPoint)
        s.setMetatable(-2)
    }

    func push(_ size: Size) {
        let s = stack
        s.newTable(hash: 2)
        s.push(size.width); s.rawSet(-2, "width")
        s.push(size.height); s.rawSet(-2, "height")
        pushValueMetatable(.CGSize)
        s.setMetatable(-2)
    }

    func push(_ r: Rect) {
        let s = stack
        s.newTable(hash: 4)
        s.push(r.origin.x); s.rawSet(-2, "x")
        s.push(r.origin.y); s.rawSet(-2, "y")
        s.push(r.size.width); s.rawSet(-2, "width")
        s.push(r.size.height); s.rawSet(-2, "height")
        pushValueMetatable(.CGRect)
        s.setMetatable(-2)
    }

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
    func push(touches: [Touch]) {
        let s = stack
        s.newTable(array: Int32(touches.count))
        for (i, touch) in touches.enumerated() {
            pushObject(touch)
            s.rawSet(-2, index: i + 1)
        }
        pushValueMetatable(.TouchSet)
        s.setMetatable(-2)
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
        case .objects(let objects):
            stack.newTable(array: Int32(objects.count))
            for (i, o) in objects.enumerated() {
                pushObject(o)
                stack.rawSet(-2, index: i + 1)
            }
            pushValueMetatable(.TouchSet)
            stack.setMetatable(-2)
        }
    }

    /// Two numbers from fields `a`/`b` or array slots 1/2 of the table at `index`.
    private func readPair(_ index: Int32, _ a: String, _ b: String) -> (Double, Double)? {
        let s = stack
        guard s.isTable(index) else { return nil }
        if let x = s.number(field: a, of: index), let y = s.number(field: b, of: index) { return (x, y) }
        s.rawGet(index, index: 1)
        s.rawGet(index, index: 2)
        defer { s.pop(2) }
        guard let x = s.toNumber(-2), let y = s.toNumber(-1) else { return nil }
        return (x, y)
    }

    func readPoint(_ index: Int32) -> Point? {
        readPair(stack.absolute(index), "x", "y").map { Point($0.0, $0.1) }
    }

    func readSize(_ index: Int32) -> Size? {
        readPair(stack.absolute(index), "width", "height").map { Size($0.0, $0.1) }
    }

    func readRect(_ index: Int32) -> Rect? {
        let s = stack
        let i = s.absolute(index)
        guard s.isTable(i) else { return nil }
        if let x = s.number(field: "x", of: i), let y = s.number(field: "y", of: i),
           let w = s.number(field: "width", of: i), let h = s.number(field: "height", of: i) {
            return Rect(x, y, w, h)
        }
        var values: [Double] = []
        for k in 1...4 {
            s.rawGet(i, index: k)
            defer { s.pop() }
            guard let n = s.toNumber(-1) else { return nil }
            values.append(n)
        }
        return Rect(values[0], values[1], values[2], values[3])
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

import CLua
import CLuaShim
import RespondCore

/// Reading values assigned to properties (`v.hidden = true`), with errors that
/// name the property.
extension LuaCall {
    func badValue(_ index: Int32, expected: String) -> LuaError {
        LuaError(message: "bad value for '\(function.name)' (\(expected) expected, got \(describeRefused(index)))")
    }

    /// The refused value as a person reads it: a number or a boolean as
    /// written (`nan`, `-5`), a string quoted (shortened when long), a table
    /// holding numbers as those numbers (`{1, nan}`), anything else its type.
    func describeRefused(_ index: Int32) -> String {
        switch stack.type(index) {
        case LUA_TNUMBER:
            return stack.toNumber(index).map(formatNumber) ?? "a number"
        case LUA_TBOOLEAN:
            return stack.toBool(index) ? "true" : "false"
        case LUA_TSTRING:
            let text = stack.toString(index) ?? ""
            return "the string " + LuaSource.string(text.count > 30 ? String(text.prefix(29)) + "…" : text)
        case LUA_TTABLE where runtime.object(at: index) == nil:
            let table = stack.absolute(index)
            var shown: [String] = []
            for k in 1...4 {
                let type = stack.rawGet(table, index: k)
                let n = type == LUA_TNUMBER ? stack.toNumber(-1) : nil
                stack.pop()
                guard let n else { break }
                shown.append(formatNumber(n))
            }
            if shown.isEmpty {
                for key in ["x", "y", "width", "height"] {
                    let type = stack.rawGet(table, key)
                    if type == LUA_TNUMBER, let n = stack.toNumber(-1) { shown.append("\(key) = \(formatNumber(n))") }
                    stack.pop()
                }
            }
            return shown.isEmpty ? "a table" : "{" + shown.joined(separator: ", ") + "}"
        default:
            return describeType(index)
        }
    }

    func boolValue(_ index: Int32) throws -> Bool {
        guard stack.type(index) == LUA_TBOOLEAN else { throw badValue(index, expected: "boolean") }
        return stack.toBool(index)
    }

    func numberValue(_ index: Int32) throws -> Double {
        guard let n = stack.toNumber(index), n.isFinite else { throw badValue(index, expected: "finite number") }
        return n
    }

    func stringValue(_ index: Int32, optional: Bool = false) throws -> String? {
        if optional, stack.isNil(index) { return nil }
        guard let s = stack.toString(index) else { throw badValue(index, expected: optional ? "string or nil" : "string") }
        return s
    }

    func rectValue(_ index: Int32) throws -> Rect {
        guard let r = runtime.readRect(index) else {
            throw badGeometry(index, "a rect", "{x, y, width, height} or CGRect(x, y, width, height)", "4 numbers")
        }
        guard r.isFinite else { throw badValue(index, expected: "rect of finite numbers", got: "\(r)") }
        return r
    }

    func pointValue(_ index: Int32) throws -> Point {
        guard let p = runtime.readPoint(index) else { throw badGeometry(index, "a point", "{x, y} or CGPoint(x, y)", "2 numbers") }
        guard p.isFinite else { throw badValue(index, expected: "point of finite numbers", got: "\(p)") }
        return p
    }

    func badValue(_ index: Int32, expected: String, got: String) -> LuaError {
        LuaError(message: "bad value for '\(function.name)' (\(expected) expected, got \(got))")
    }

    /// A value that is no rect or point at all: what is expected, and how to write one
    /// (`{0, 0}` for a frame said "rect of finite numbers expected, got table").
    func badGeometry(_ index: Int32, _ what: String, _ forms: String, _ count: String) -> LuaError {
        let got = stack.isTable(index) ? "a table without \(count)" : describeType(index)
        return LuaError(message: "bad value for '\(function.name)' (\(what) expected, like \(forms); got \(got))")
    }

    func objectValue<T: EngineObject>(_ index: Int32, _ type: T.Type, _ expected: String, optional: Bool = true) throws -> T? {
        if optional, stack.isNil(index) { return nil }
        guard let o = runtime.object(at: index) as? T else { throw badValue(index, expected: optional ? "\(expected) or nil" : expected) }
        return o
    }

    /// Touches given to a responder method: a touch set or an array of touches.
    func touches(_ index: Int32) throws -> [Touch] {
        guard stack.isTable(index) else { throw typeError(index, expected: "set of touches") }
        var out: [Touch] = []
        let n = stack.rawLength(index)
        for i in 0..<n {
            stack.rawGet(index, index: i + 1)
            defer { stack.pop() }
            guard let touch = runtime.object(at: -1) as? Touch else {
                throw argumentError(index, "set of touches expected, item \(i + 1) is \(describeType(-1))")
            }
            out.append(touch)
        }
        return out
    }
}

extension ClassDefinition {
    /// A boolean property under its Objective-C name and Swift alias.
    /// (Accessors are closures, not key paths: each key path literal costs
    /// its instantiation at start-up.)
    func bool<T: EngineObject>(_ names: [String], _ type: T.Type, get: @escaping (T) -> Bool,
                               set: @escaping (T, Bool) -> Void, fast: FastProperty? = nil) {
        for name in names {
            property(name, T.self, fast: fast, get: { c, o in c.stack.push(get(o)) },
                     set: { c, o, i in set(o, try c.boolValue(i)) })
        }
    }

    func readOnlyBool<T: EngineObject>(_ names: [String], _ type: T.Type, _ get: @escaping (T) -> Bool) {
        for name in names { property(name, T.self, get: { c, o in c.stack.push(get(o)) }) }
    }

    func number<T: EngineObject>(_ name: String, _ type: T.Type, get: @escaping (T) -> Double,
                                 set: @escaping (T, Double) -> Void, fast: FastProperty? = nil) {
        property(name, T.self, fast: fast, get: { c, o in c.stack.push(get(o)) },
                 set: { c, o, i in set(o, try c.numberValue(i)) })
    }

    func objects<T: EngineObject>(_ name: String, _ type: T.Type, _ get: @escaping (T) -> [EngineObject]) {
        property(name, T.self, get: { c, o in c.runtime.push(array: get(o)) })
    }

    func object<T: EngineObject>(_ name: String, _ type: T.Type, fast: FastProperty? = nil,
                                 _ get: @escaping (T) -> EngineObject?) {
        property(name, T.self, fast: fast, get: { c, o in c.runtime.pushObject(get(o)) })
    }
}

extension LuaRuntime {
    /// A 1-based Lua array of objects.
    func push(array: [EngineObject]) {
        stack.newTable(array: Int32(array.count))
        for (i, object) in array.enumerated() {
            pushObject(object)
            stack.rawSet(-2, index: i + 1)
        }
    }
}

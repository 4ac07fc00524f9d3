import CLua
import CLuaShim

/// Thin, non-raising helpers over the Lua stack. Everything here uses raw
/// access only (no metamethods), so none of it can longjmp past a Swift frame.
struct LuaStack {
    let L: OpaquePointer

    var top: Int32 { lua_gettop(L) }
    func setTop(_ n: Int32) { lua_settop(L, n) }
    func pop(_ n: Int32 = 1) { rl_pop(L, n) }
    func absolute(_ i: Int32) -> Int32 { lua_absindex(L, i) }

    func type(_ i: Int32) -> Int32 { lua_type(L, i) }
    func isNil(_ i: Int32) -> Bool { rl_isnoneornil(L, i) != 0 }
    func isTable(_ i: Int32) -> Bool { lua_type(L, i) == LUA_TTABLE }
    func isFunction(_ i: Int32) -> Bool { lua_type(L, i) == LUA_TFUNCTION }
    func typeName(_ i: Int32) -> String { String(cString: lua_typename(L, lua_type(L, i))) }

    func pushNil() { lua_pushnil(L) }
    func push(_ b: Bool) { lua_pushboolean(L, b ? 1 : 0) }
    func push(_ d: Double) { lua_pushnumber(L, d) }
    func push(int i: Int) { lua_pushinteger(L, lua_Integer(i)) }
    func push(_ s: String) {
        var s = s
        s.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { rl_pushstring(L, $0.baseAddress, $0.count) }
        }
    }
    func pushValue(_ i: Int32) { lua_pushvalue(L, i) }
    func newTable(array: Int32 = 0, hash: Int32 = 0) { lua_createtable(L, array, hash) }

    func toNumber(_ i: Int32) -> Double? {
        guard lua_type(L, i) == LUA_TNUMBER else { return nil }
        return rl_tonumber(L, i, nil)
    }
    func toInteger(_ i: Int32) -> Int? {
        guard lua_type(L, i) == LUA_TNUMBER else { return nil }
        var isNum: Int32 = 0
        let v = rl_tointeger(L, i, &isNum)
        return isNum != 0 ? Int(v) : nil
    }
    func toBool(_ i: Int32) -> Bool { lua_toboolean(L, i) != 0 }
    /// The string at `i`, only if it really is a string (numbers are not converted).
    func toString(_ i: Int32) -> String? {
        var len = 0
        guard let p = rl_tostring_raw(L, i, &len) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: p, count: len), as: UTF8.self)
    }

    /// t[k] with t at `table`, raw. Pushes the value and returns its type.
    @discardableResult
    func rawGet(_ table: Int32, _ key: String) -> Int32 {
        // withCString: a native string lends its bytes (no array is made).
        key.withCString { rl_rawgetfield(L, table, $0) }
    }
    /// t[k] = top, raw; pops the value.
    func rawSet(_ table: Int32, _ key: String) { rl_rawsetfield(L, table, key) }
    @discardableResult
    func rawGet(_ table: Int32, index: Int) -> Int32 { lua_rawgeti(L, table, lua_Integer(index)) }
    func rawSet(_ table: Int32, index: Int) { lua_rawseti(L, table, lua_Integer(index)) }
    /// t[key] with the key on top (popped), raw. Pushes the value.
    @discardableResult
    func rawGetKeyOnTop(_ table: Int32) -> Int32 { lua_rawget(L, table) }
    func rawLength(_ i: Int32) -> Int { Int(lua_rawlen(L, i)) }

    func registryGet(_ ref: Int32) { lua_rawgeti(L, rl_registryindex(), lua_Integer(ref)) }
    /// Pops the top value into a new registry slot (setup only).
    func makeRef() -> Int32 { luaL_ref(L, rl_registryindex()) }

    func setMetatable(_ i: Int32) { lua_setmetatable(L, i) }
    func getMetatable(_ i: Int32) -> Bool { lua_getmetatable(L, i) != 0 }

    func insert(_ i: Int32) { rl_insert_value(L, i) }
    /// Removes the value at `i`; the common "drop what is under the top" is a
    /// copy and a pop rather than a rotation.
    func remove(_ i: Int32) {
        if i == -2 { lua_copy(L, -1, -2); lua_settop(L, -2) } else { rl_remove(L, i) }
    }

    func number(field: String, of table: Int32) -> Double? {
        rawGet(table, field)
        defer { pop() }
        return toNumber(-1)
    }

    /// Keys of a table that are strings, in sorted order (deterministic).
    func stringKeys(_ table: Int32) -> [String] {
        let t = absolute(table)
        var keys: [String] = []
        pushNil()
        while lua_next(L, t) != 0 {
            if lua_type(L, -2) == LUA_TSTRING, let k = toString(-2) { keys.append(k) }
            pop()
        }
        return keys.sorted()
    }
}

/// A few named values found by a scan. At start-up this is much cheaper than a
/// `Dictionary` keyed by `String` (whose first use looks up `String`'s
/// `Hashable` conformance through every conformance in the program).
struct NameTable<Value> {
    private var names: [String] = []
    private var values: [Value] = []

    /// Every name with its value, in the order they were added.
    var entries: [(key: String, value: Value)] {
        Array(zip(names, values)).map { (key: $0.0, value: $0.1) }
    }

    subscript(name: String) -> Value? {
        get { names.firstIndex(of: name).map { values[$0] } }
        set {
            if let i = names.firstIndex(of: name) {
                if let newValue { values[i] = newValue } else { names.remove(at: i); values.remove(at: i) }
            } else if let newValue {
                names.append(name)
                values.append(newValue)
            }
        }
    }
}

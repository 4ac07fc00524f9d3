import CLua
import CLuaShim
import RespondCore

/// Key under which every instance metatable records its class id; its presence
/// tells our userdata from anyone else's.
let instanceMarker = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

/// Engine objects as Lua values (DESIGN, bridge rule 3): one full userdata per
/// object, holding a retained pointer; found again through a weak-valued table
/// keyed by the object's address, so the same object is always the same value.
/// Per-instance fields and overrides live in the userdata's user value. An object
/// with such state is anchored (kept from collection) while the engine holds it.
extension LuaRuntime {
    private static let pointerSize = MemoryLayout<UnsafeMutableRawPointer?>.size

    func pushObject(_ object: EngineObject?) {
        guard let object else { stack.pushNil(); return }
        let key = Unmanaged.passUnretained(object).toOpaque()
        stack.registryGet(objectsRef)
        if rl_rawgetp(L, -1, key) == LUA_TUSERDATA {
            stack.remove(-2)
            return
        }
        stack.pop()
        let userdata = rl_newuserdata(L, Self.pointerSize, 1)!
        userdata.storeBytes(of: Unmanaged.passRetained(object).toOpaque(), as: UnsafeMutableRawPointer?.self)
        stack.registryGet(classFor(object).metatableRef)
        stack.setMetatable(-2)
        stack.pushValue(-1)
        rl_rawsetp(L, -3, key)
        stack.remove(-2)
    }

    /// The engine object at `index`, or nil when the value is not one of ours.
    func object(at index: Int32) -> EngineObject? {
        guard lua_type(L, index) == LUA_TUSERDATA, lua_getmetatable(L, index) != 0 else { return nil }
        let marked = rl_rawgetp(L, -1, instanceMarker) == LUA_TNUMBER
        stack.pop(2)
        guard marked, let raw = lua_touserdata(L, index),
              let pointer = raw.load(as: UnsafeMutableRawPointer?.self) else { return nil }
        return Unmanaged<EngineObject>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// `__gc`: lets go of the Swift object.
    func releaseUserdata(at index: Int32) {
        guard let raw = lua_touserdata(L, index), let pointer = raw.load(as: UnsafeMutableRawPointer?.self) else { return }
        raw.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
        Unmanaged<EngineObject>.fromOpaque(pointer).release()
    }

    func classFor(_ object: EngineObject) -> LuaClass {
        if object.hostClassID != 0 { return classes[object.hostClassID] }
        let found = classesByName[type(of: object).uikitName] ?? classesByName["NSObject"]!
        object.hostClassID = found.id
        return found
    }

    /// Pushes the table of per-instance fields of the userdata at `index`.
    /// Returns false, pushing nothing, when there is none and `create` is false.
    func pushFields(ofUserdataAt index: Int32, create: Bool) -> Bool {
        let i = stack.absolute(index)
        if lua_getiuservalue(L, i, 1) == LUA_TTABLE { return true }
        stack.pop()
        guard create else { return false }
        stack.newTable()
        stack.pushValue(-1)
        lua_setiuservalue(L, i, 1)
        return true
    }

    /// The object now has Lua-side state: keep it alive while the engine holds it.
    func markState(_ object: EngineObject) {
        guard !object.hostHasState else { return }
        object.hostHasState = true
        updateAnchor(object)
    }

    func updateAnchor(_ object: EngineObject) {
        let key = Unmanaged.passUnretained(object).toOpaque()
        stack.registryGet(anchorsRef)
        if object.hostHasState && object.isHeldByEngine {
            pushObject(object)
        } else {
            stack.pushNil()
        }
        rl_rawsetp(L, -2, key)
        stack.pop()
    }

    /// Pushes the script's override of `selector` for the object whose userdata is
    /// at `index` (its own first, then its classes'), or nothing.
    @discardableResult
    func pushOverride(_ selector: Selector, object: EngineObject, userdataAt index: Int32) -> Bool {
        let base = stack.top
        stack.registryGet(selectorNamesRef)
        stack.rawGet(-1, index: selector.rawValue + 1)   // the name, interned once
        let nameIndex = stack.top
        /// Looks the name up in the table on top; on a hit, leaves only the value above `base`.
        func found() -> Bool {
            stack.pushValue(nameIndex)
            guard stack.rawGetKeyOnTop(-2) != LUA_TNIL else {
                stack.pop(2)
                return false
            }
            stack.insert(base + 1)
            stack.setTop(base + 1)
            return true
        }
        if pushFields(ofUserdataAt: index, create: false), found() { return true }
        var current: LuaClass? = classFor(object)
        while let c = current {
            stack.registryGet(c.membersRef)
            if found() { return true }
            current = c.parent
        }
        stack.setTop(base)
        return false
    }
}

extension LuaRuntime: ScriptHost {
    public func overrideMask(of object: EngineObject) -> UInt64 {
        classFor(object).fullMask | object.hostOverrideBits
    }

    public func callOverride(_ selector: Selector, on object: EngineObject, _ arguments: ScriptArguments,
                             expecting expected: ExpectedResult) throws -> ScriptValue {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        pushObject(object)
        let selfIndex = base + 1
        guard pushOverride(selector, object: object, userdataAt: selfIndex) else { return .none }
        let overrideIndex = base + 2
        if !s.isFunction(overrideIndex) {
            // A plain value standing in for a computed property (`v.canBecomeFirstResponder = true`).
            return try checkResult(overrideIndex, selector, object, expected, overrideIndex)
        }
        s.pushValue(overrideIndex)
        s.pushValue(selfIndex)
        for i in 0..<arguments.count { push(arguments[i]) }
        if rl_pcall(L, Int32(arguments.count + 1), 1) != LUA_OK {
            throw scriptError(fromTop: ())
        }
        return try checkResult(s.top, selector, object, expected, overrideIndex)
    }

    public func objectHoldChanged(_ object: EngineObject) {
        if object.hostHasState { updateAnchor(object) }
    }

    /// A function under `name` on the object or its classes (built-ins included).
    public func hasMethod(named name: String, on object: EngineObject) -> Bool {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        pushObject(object)
        s.push(name)
        if pushFields(ofUserdataAt: base + 1, create: false) {
            s.pushValue(base + 2)
            if s.rawGetKeyOnTop(-2) != LUA_TNIL { return s.isFunction(-1) }
        }
        return pushClassMember(classFor(object), keyAt: base + 2) && s.isFunction(-1)
    }

    /// The Lua error on top of the stack, as an engine error.
    func scriptError(fromTop _: Void) -> EngineError {
        let text = stack.toString(-1) ?? "(error object is not a string)"
        stack.pop()
        let (message, traceback) = splitError(text)
        return .script(message: message, traceback: traceback)
    }

    private func checkResult(_ index: Int32, _ selector: Selector, _ object: EngineObject, _ expected: ExpectedResult,
                             _ overrideIndex: Int32) throws -> ScriptValue {
        let value = scriptValue(at: index)
        let fits: Bool
        switch (expected, value) {
        case (.anything, _), (_, .none): fits = true
        case (.view, .object(let o)): fits = o is View
        case (.responder, .object(let o)): fits = o is Responder
        default: fits = false
        }
        if fits { return value }
        var buffer = [CChar](repeating: 0, count: 512)
        rl_function_location(L, overrideIndex, &buffer, buffer.count)
        let location = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let kind = stack.isFunction(overrideIndex) ? "override" : "value"
        throw EngineError.script(
            message: "\(location): \(selector.name) \(kind) of \(object.label) gave \(value.typeName); it must be \(expected.description)",
            traceback: nil)
    }
}

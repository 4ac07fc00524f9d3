import CLua
import CLuaShim
import RespondCore

/// Engine objects as Lua values (docs/ARCHITECTURE.md, "The bridge's hard rules",
/// rule 3, and "The object bridge in one picture"): one full userdata per
/// object, holding a retained pointer behind a magic header (so a foreign value
/// is never taken for one). The userdata lives in a weak-valued array at the
/// object's slot, so the same object is always the same value. Per-instance
/// fields and overrides live in the userdata's user value. An object with such
/// state is anchored (kept from collection) while the engine holds it.
extension LuaRuntime {
    func pushObject(_ object: EngineObject?) {
        guard let object else { stack.pushNil(); return }
        let slot = object.hostSlot
        if slot != 0, rl_push_cached_object(L, slotsRef, slot) != 0 { return }
        pushNewUserdata(for: object)
    }

    /// A view a hit test found, by its node: the view object itself is read
    /// only when it has no userdata yet.
    func pushView(_ found: HeldView) {
        let slot = found.hostSlot
        if slot != 0, rl_push_cached_object(L, slotsRef, slot) != 0 { return }
        pushNewUserdata(for: found.view.owned)
    }

    /// An object's first userdata (or a new one, its last having been
    /// collected), kept in the slots table under the object's slot.
    private func pushNewUserdata(for object: EngineObject) {
        let s = stack
        let luaClass = classFor(object)
        if object.hostSlot == 0 {
            // No userdata before, so no finalizer of an old one is due, which
            // the allocation could run (and which would free the slot): the
            // slot can be chosen first, and the rest done in one call.
            object.hostSlot = allocateSlot()
            rl_push_new_object(L, Unmanaged.passRetained(object).toOpaque(), Int32(luaClass.id), aux(of: object, luaClass),
                               luaClass.metatableRef, slotsRef, object.hostSlot)
            object.chargeMemory(Self.userdataCost)
            return
        }
        rl_push_object_userdata(L, Unmanaged.passRetained(object).toOpaque(), Int32(luaClass.id), aux(of: object, luaClass))
        s.registryGet(luaClass.metatableRef)
        s.setMetatable(-2)
        // The allocations above may have run the old userdata's finalizer, which frees the slot.
        if object.hostSlot == 0 { object.hostSlot = allocateSlot() }
        s.registryGet(slotsRef)
        s.pushValue(-2)
        s.rawSet(-2, index: Int(object.hostSlot))
        s.pop()
        object.chargeMemory(Self.userdataCost)
    }

    /// The userdata's word for the fast getters: a view of this runtime's
    /// engine gives its node index + 1, so that `tag` is read from the engine's
    /// view store without touching the view object; anything else 0.
    private func aux(of object: EngineObject, _ luaClass: LuaClass) -> Int32 {
        guard isViewClass(luaClass.id) else { return 0 }
        let view = unsafeDowncast(object, to: View.self)
        return view.engine === engine ? view.nodeIndex + 1 : 0
    }

    /// What a userdata and its slot cost, charged to the script's memory.
    static let userdataCost = 96

    private func allocateSlot() -> Int32 {
        if let slot = freeSlots.popLast() { return slot }
        defer { nextSlot += 1 }
        return nextSlot
    }

    /// The collector took the object's userdata: free its slot, unless a newer
    /// userdata for the same object already sits there (the weak entry was
    /// cleared before this finalizer ran, and the object was pushed again).
    func forgetSlot(of object: EngineObject) {
        object.chargeMemory(-Self.userdataCost)
        let slot = object.hostSlot
        guard slot != 0 else { return }
        let s = stack
        s.registryGet(slotsRef)
        let occupied = s.rawGet(-1, index: Int(slot)) != LUA_TNIL
        s.pop(2)
        if !occupied {
            object.hostSlot = 0
            freeSlots.append(slot)
        }
    }

    /// The engine object at `index`, or nil when the value is not one of ours.
    func object(at index: Int32) -> EngineObject? {
        guard let pointer = rl_to_object(L, index) else { return nil }
        return Unmanaged<EngineObject>.fromOpaque(pointer).owned
    }

    func classFor(_ object: EngineObject) -> LuaClass {
        let id = object.hostClassID
        if id > 0, id < classes.count { return classes[id] }
        // An object the engine made (a touch, an event): its Swift class says
        // which Lua class it has, remembered per Swift class (a scan of a few).
        let swiftClass = ObjectIdentifier(type(of: object))
        if let known = classIDsBySwiftClass.first(where: { $0.swiftClass == swiftClass }) {
            object.hostClassID = known.id
            return classes[known.id]
        }
        let found = classesByName[type(of: object).uikitName] ?? classesByName["NSObject"]!
        classIDsBySwiftClass.append((swiftClass, found.id))
        object.hostClassID = found.id
        return found
    }

    /// Pushes the table of per-instance fields of the userdata at `index`.
    /// Returns false, pushing nothing, when there is none and `create` is false.
    func pushFields(ofUserdataAt index: Int32, create: Bool) -> Bool {
        let i = stack.absolute(index)
        guard lua_type(L, i) == LUA_TUSERDATA else { return false }
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
        let s = stack
        let held = object.hostHasState && object.isHeldByEngine
        if held { pushObject(object) }
        let slot = object.hostSlot
        guard slot != 0 else {
            if held { s.pop() }
            return
        }
        s.registryGet(anchorsRef)
        if held { s.pushValue(-2) } else { s.pushNil() }
        s.rawSet(-2, index: Int(slot))
        s.pop(held ? 2 : 1)
    }
}

extension LuaRuntime: ScriptHost {
    /// Pushes the message handler, the override and self, ready for
    /// `runOverride`; returns the indices of the handler and the override, or nil
    /// (pushing nothing) when there is no override.
    ///
    /// The script's override is the object's own field of that name first, then
    /// a member of its class (a script member: a built-in is not an override).
    private func prepareOverride(_ selector: Selector, on object: EngineObject) -> (handler: Int32, function: Int32)? {
        let base = lua_gettop(L)
        let nameRef = selectorNameRefs[selector.rawValue]
        switch rl_prepare_override(L, slotsRef, object.hostSlot, nameRef) {
        case 2:
            return (base + 1, base + 2)         // handler, the object's own field, self
        case 1:
            break                               // handler, self
        default:
            // No userdata yet: a new one has no fields of its own.
            rl_push_message_handler(L)
            pushObject(object)
        }
        lua_rawgeti(L, rl_registryindex(), lua_Integer(nameRef))
        guard pushClassMember(classFor(object), keyAt: -1, membersOnly: true) else {
            lua_settop(L, base)
            return nil
        }
        lua_copy(L, -1, -2)                     // the member, over the name
        lua_settop(L, -2)
        lua_rotate(L, base + 2, 1)              // handler, override, self
        return (base + 1, base + 2)
    }

    /// handler, override, self -> handler, override, override, self: the first
    /// stays after the call, for the location in a bad-result error.
    private func keepOverrideForErrors(_ function: Int32) {
        lua_pushvalue(L, function)
        lua_rotate(L, function + 1, 1)
    }

    private func runOverride(_ handler: Int32, arguments: Int32, results: Int32 = 1) throws {
        if rl_pcall_at(L, arguments + 1, results, handler) != LUA_OK {
            throw scriptError(fromTop: ())
        }
    }

    public func callOverride(_ selector: Selector, on object: EngineObject, _ arguments: ScriptArguments,
                             expecting expected: ExpectedResult) throws -> ScriptValue {
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        guard let (handler, function) = prepareOverride(selector, on: object) else { return .none }
        if !stack.isFunction(function) {
            // A plain value standing in for a computed property (`v.canBecomeFirstResponder = true`).
            return try checkResult(function, selector, object, expected, function)
        }
        keepOverrideForErrors(function)
        for i in 0..<arguments.count { push(arguments[i]) }
        try runOverride(handler, arguments: Int32(arguments.count))
        return try checkResult(lua_gettop(L), selector, object, expected, function)
    }

    func runPointInside(on view: View, _ point: Point, _ event: Event?) throws -> Bool {
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        guard let (handler, function) = prepareOverride(.pointInside, on: view) else { return view.defaultPointInside(point, event) }
        guard stack.isFunction(function) else { return stack.toBool(function) }
        rl_push_point(L, point.x, point.y)
        pushObject(event)
        try runOverride(handler, arguments: 2)
        return lua_toboolean(L, -1) != 0
    }

    func runHitTest(on view: View, _ point: Point, _ event: Event?) throws -> View? {
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        guard let (handler, function) = prepareOverride(.hitTest, on: view) else { return try view.defaultHitTest(point, event) }
        guard stack.isFunction(function) else {
            return try checkResult(function, .hitTest, view, .view, function).asView()
        }
        keepOverrideForErrors(function)
        rl_push_point(L, point.x, point.y)
        pushObject(event)
        try runOverride(handler, arguments: 2)
        if lua_type(L, -1) == LUA_TNIL { return nil }
        if let hit = object(at: -1) as? View { return hit }
        return try checkResult(lua_gettop(L), .hitTest, view, .view, function).asView()
    }

    func runTouches(_ selector: Selector, on object: EngineObject, _ touches: [Touch], _ event: Event) throws {
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        guard let (handler, function) = prepareOverride(selector, on: object), stack.isFunction(function) else { return }
        push(touches: touches, event: event)
        try runOverride(handler, arguments: 2, results: 0)
    }

    public func objectHoldChanged(_ object: EngineObject) {
        if object.hostHasState { updateAnchor(object) }
    }

    public func spend(_ units: Int) throws {
        if rl_spend(L, Int64(units)) != RL_GO { throw EngineError.stopped }
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
            s.pop(2)
        }
        pushMemberCache(classFor(object))
        s.pushValue(base + 2)
        return s.rawGetKeyOnTop(-2) != LUA_TNIL && s.isFunction(-1)
    }

    /// The Lua error on top of the stack, as an engine error.
    func scriptError(fromTop _: Void) -> EngineError {
        if rl_limit_reached(L) != RL_GO && rl_limit_reached(L) != RL_STOP_MEMORY {
            stack.pop()
            return .stopped
        }
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

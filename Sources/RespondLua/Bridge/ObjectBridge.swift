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
        if slot != 0, rl_push_cached_object(L, refs.slots, slot) != 0 { return }
        pushNewUserdata(for: object)
    }

    /// A view a hit test found, by its node: the view object itself is read
    /// only when it has no userdata yet.
    func pushView(_ found: HeldView) {
        let slot = found.hostSlot
        if slot != 0, rl_push_cached_object(L, refs.slots, slot) != 0 { return }
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
                               luaClass.metatableRef, refs.slots, object.hostSlot)
            object.chargeMemory(Self.userdataCost)
            return
        }
        rl_push_object_userdata(L, Unmanaged.passRetained(object).toOpaque(), Int32(luaClass.id), aux(of: object, luaClass))
        s.registryGet(luaClass.metatableRef)
        s.setMetatable(-2)
        // The allocations above may have run the old userdata's finalizer, which frees the slot.
        if object.hostSlot == 0 { object.hostSlot = allocateSlot() }
        s.registryGet(refs.slots)
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
        if let slot = objectSlots.free.popLast() { return slot }
        defer { objectSlots.next += 1 }
        return objectSlots.next
    }

    /// The collector took the object's userdata: free its slot, unless a newer
    /// userdata for the same object already sits there (the weak entry was
    /// cleared before this finalizer ran, and the object was pushed again).
    func forgetSlot(of object: EngineObject) {
        object.chargeMemory(-Self.userdataCost)
        let slot = object.hostSlot
        guard slot != 0 else { return }
        let s = stack
        s.registryGet(refs.slots)
        let occupied = s.rawGet(-1, index: Int(slot)) != LUA_TNIL
        s.pop(2)
        if !occupied {
            object.hostSlot = 0
            objectSlots.free.append(slot)
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
        s.registryGet(refs.anchors)
        if held { s.pushValue(-2) } else { s.pushNil() }
        s.rawSet(-2, index: Int(slot))
        s.pop(held ? 2 : 1)
    }
}

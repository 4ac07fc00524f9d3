import CLua
import CLuaShim
import RespondCore

/// The one doorway from the engine into Lua: `LuaRuntime`'s conformance to the
/// engine's `ScriptHost`. Every call the engine makes into a script comes
/// through here (the four hottest arrive first at the `_DirectScriptHost`
/// overrides in LuaRuntime.swift, which only forward to `run…` below).
///
/// The discipline, kept by every method in this file:
/// - the Lua stack is as it was when the method returns or throws: each method
///   notes the top first and restores it with `defer { lua_settop(L, base) }`
///   (or `s.setTop(base)`);
/// - Lua is entered only through a protected call (`rl_pcall`, `rl_pcall_at`,
///   or `engineGet` for a lookup that may run `__index`), never `lua_call`: a
///   Lua error never unwinds across a Swift frame;
/// - a failure in the script comes back to the engine as a thrown
///   `EngineError` (`scriptError(fromTop:)`: `.script` with the message and
///   traceback, or `.stopped` once a limit or an interrupt stopped the script),
///   which the engine reports as the script's error and never half-applies.
///
/// What the engine may call is declared by `ScriptHost` (RespondCore,
/// Overrides.swift); what Lua may call is the library (Library/).
extension LuaRuntime: ScriptHost {
    // MARK: Overrides (pointInside, hitTest, the touches methods, every other selector)


    /// Pushes the message handler, the override and self, ready for
    /// `runOverride`; returns the indices of the handler and the override, or nil
    /// (pushing nothing) when there is no override.
    ///
    /// The script's override is the object's own field of that name first, then
    /// a member of its class (a script member: a built-in is not an override).
    private func prepareOverride(_ selector: Selector, on object: EngineObject) -> (handler: Int32, function: Int32)? {
        let base = lua_gettop(L)
        let nameRef = refs.selectorNames[selector.rawValue]
        switch rl_prepare_override(L, refs.slots, object.hostSlot, nameRef) {
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

    // MARK: Gesture recognizers: their delegates and their target/action pairs

    public func performActions(of recognizer: GestureRecognizer) throws {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        pushHiddenField(.targets, of: recognizer)
        guard s.isTable(-1) else { return }
        let list = s.top
        // A snapshot, so an action that adds or removes targets does not disturb this round.
        let count = s.rawLength(list)
        for i in 0..<count {
            s.rawGet(list, index: i + 1)
            let pair = s.top
            s.rawGet(pair, index: 1)
            let target = s.top
            s.rawGet(pair, index: 2)
            let action = s.top
            let actionName = s.toString(action) ?? "function"
            if engine.tracer.isActive {
                let targetObject = object(at: target)
                let scriptTarget = targetObject == nil && !s.isNil(target) ? "on \(describeScriptValue(at: target))" : nil
                engine.trace(TraceRecord(.action, time: engine.clock.now, view: recognizer.view, recognizer: recognizer,
                                         target: targetObject, action: actionName, event: recognizer.state.rawValue,
                                         reason: scriptTarget))
            }
            if s.isFunction(action) {
                s.pushValue(action)
                pushObject(recognizer)
                if rl_pcall(L, 1, 0) != LUA_OK { throw scriptError(fromTop: ()) }
            } else {
                // Only tables and objects have methods (indexing a number raises, a string has string's).
                guard s.isTable(target) || s.type(target) == LUA_TUSERDATA else {
                    throw EngineError.invalidOperation(
                        "\(recognizer.label): its target, a \(s.typeName(target)), has no method '\(actionName)'")
                }
                s.pushValue(action)
                if engineGet(target) != LUA_OK { throw scriptError(fromTop: ()) }
                guard s.isFunction(-1) else {
                    let suggestion = Names.closestAction(to: actionName, among: methodNames(ofValueAt: target))
                    throw EngineError.invalidOperation("\(recognizer.label): its target has no method '\(actionName)'"
                                             + (suggestion.map { "; did you mean '\($0)'?" } ?? ""))
                }
                s.pushValue(target)
                pushObject(recognizer)
                if rl_pcall(L, 2, 0) != LUA_OK { throw scriptError(fromTop: ()) }
            }
            s.setTop(list)
        }
    }

    public func askDelegate(of recognizer: GestureRecognizer, _ question: String, _ argument: ScriptValue) throws -> Bool? {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        pushHiddenField(.delegate, of: recognizer)
        let delegate = s.top
        guard s.isTable(delegate) || object(at: delegate) != nil else { return nil }
        if !catalogueBook.awaitingFirstQuestion.isEmpty { try firstQuestion(of: recognizer, .delegate, delegateAt: delegate) }
        if catalogueBook.audit { noteAudit(question, of: recognizer, .delegate) }
        s.push(question)
        if engineGet(delegate) != LUA_OK { throw scriptError(fromTop: ()) }
        var alias: String?
        if !s.isFunction(-1) {
            s.pop()
            alias = try pushAlias(of: question, for: recognizer, .delegate, in: delegate)
            if alias == nil { return nil }
        }
        s.pushValue(delegate)
        pushObject(recognizer)
        var count: Int32 = 2
        if case .none = argument {} else {
            push(argument)
            count += 1
        }
        if rl_pcall(L, count, 1) != LUA_OK { throw scriptError(fromTop: ()) }
        catalogueBook.lastAlias = alias
        return s.toBool(-1)
    }

    /// SPEC 12.1 rule 3: the method's function under one of its aliases
    /// (`didSelectRowAtIndexPath`, `"tableView:didSelectRowAtIndexPath:"`),
    /// pushed; returns the alias (for the trace), or nil (nothing pushed) when
    /// the delegate has none. Asked only when the name itself found nothing.
    private func pushAlias(of method: String, for object: EngineObject, _ role: DelegateRole, in delegate: Int32) throws -> String? {
        let s = stack
        if engine.shortcuts, s.isTable(delegate), !plainTableHasMetatable(delegate) {
            s.push(method)
            let name = s.top
            let alias = pushAlias(nameAt: name, for: object, role, in: delegate)
            if alias != nil { s.remove(name) } else { s.setTop(name - 1) }
            return alias
        }
        guard let protocols = DelegateProtocols.of(object, role), let m = protocols.byName[method] else { return nil }
        for alias in m.aliases {
            try pushDelegateMember(alias, of: delegate)
            if s.isFunction(-1) { return alias }
            s.pop()
        }
        return nil
    }

    // MARK: Controls: actions


    public func invokeAction(_ action: Action, on target: ActionTarget?, sender: EngineObject?, event: Event?) throws -> Bool {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        switch action {
        case .function(let id):
            pushHandle(id)
            pushObject(sender)
            pushObject(event)
            if rl_pcall(L, 2, 0) != LUA_OK { throw scriptError(fromTop: ()) }
            return true
        case .named(let name):
            guard let target else { return false }
            push(target: target)
            let targetIndex = s.top
            s.push(name)
            if engineGet(targetIndex) != LUA_OK { throw scriptError(fromTop: ()) }
            guard s.isFunction(-1) else { return false }
            s.pushValue(targetIndex)
            pushObject(sender)
            pushObject(event)
            if rl_pcall(L, 3, 0) != LUA_OK { throw scriptError(fromTop: ()) }
            return true
        }
    }

    public func describeTarget(_ target: ActionTarget) -> String {
        switch target {
        case .object(let o): return o.label
        case .script(let id):
            pushHandle(id)
            defer { stack.pop() }
            return describeScriptValue(at: -1)
        }
    }

    public func methodNames(of target: ActionTarget) -> [String] {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        push(target: target)
        return methodNames(ofValueAt: s.top)
    }

    /// The names of the functions a value has (fields, its class's members and
    /// built-ins, its metatable's __index tables), found without running code.
    func methodNames(ofValueAt index: Int32) -> [String] {
        var names = Set<String>()
        collectNames(at: stack.absolute(index), into: &names, methodsOnly: true, depth: 0)
        return names.sorted()
    }

    // MARK: Delegates and data sources of containers (SPEC 11)

    /// Calls a method of an object's delegate or data source (SPEC 11.2, 11.4):
    /// `delegate:method(object, ...)`. nil when there is none or it lacks the method.
    public func callDelegate(_ role: DelegateRole, of object: EngineObject, _ method: String,
                             _ arguments: ScriptArguments, answer: DelegateAnswer) throws -> ScriptValue? {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        pushHiddenField(role == .delegate ? .delegate : .dataSource, of: object)
        let table = s.top
        guard s.isTable(table) || self.object(at: table) != nil else { return nil }
        if !catalogueBook.awaitingFirstQuestion.isEmpty { try firstQuestion(of: object, role, delegateAt: table) }
        if catalogueBook.audit { noteAudit(method, of: object, role) }
        var alias: String?
        if engine.shortcuts, s.isTable(table), !plainTableHasMetatable(table) {
            // SHORTCUT (twin: `pushDelegateMember` and `pushAlias` below): a
            // plain table's raw get, with the name made a Lua string once, for
            // the method and, when it has none, for its aliases.
            s.push(method)
            let name = s.top
            s.pushValue(name)
            if s.rawGetKeyOnTop(table) == LUA_TFUNCTION {
                s.remove(name)
            } else {
                s.setTop(name)
                alias = pushAlias(nameAt: name, for: object, role, in: table)
                if alias == nil { return nil }
                s.remove(name)
            }
        } else {
            try pushDelegateMember(method, of: table)
            if !s.isFunction(-1) {
                s.pop()
                alias = try pushAlias(of: method, for: object, role, in: table)
                if alias == nil { return nil }
            }
        }
        s.pushValue(table)
        pushObject(object)
        for i in 0..<arguments.count { push(arguments[i]) }
        if rl_pcall(L, Int32(arguments.count) + 2, 1) != LUA_OK { throw scriptError(fromTop: ()) }
        catalogueBook.lastAlias = alias
        // An index path (`willSelectRowAt`) or a size (`sizeForItemAt`) may be a plain table.
        if s.isTable(-1) {
            if answer == .indexPath, let p = readIndexPath(-1) { return .indexPath(p) }
            if answer == .size, let size = readSize(-1) { return .size(size) }
        }
        return scriptValue(at: -1)
    }

    /// SHORTCUT (twin: `pushAlias(of:…)`'s loop over the catalogue's aliases):
    /// a plain table's raw gets with the aliases as Lua strings made once
    /// (`pushAliasTable`), the method's name being the Lua string at `name`, so
    /// that a miss hashes no Swift string (a table tap asks for five methods
    /// most delegates do not define, each with three aliases). Pushes the
    /// function and returns its alias, or pushes nothing and returns nil.
    private func pushAlias(nameAt name: Int32, for object: EngineObject, _ role: DelegateRole, in delegate: Int32) -> String? {
        guard let protocols = DelegateProtocols.of(object, role) else { return nil }
        let s = stack
        let base = s.top
        pushAliasTable(protocols)
        s.pushValue(name)
        guard s.rawGetKeyOnTop(-2) == LUA_TTABLE else {
            s.setTop(base)
            return nil
        }
        let list = s.top
        for i in 1...max(1, s.rawLength(list)) {
            guard s.rawGet(list, index: i) == LUA_TSTRING else { break }
            let key = s.top
            s.pushValue(key)
            if s.rawGetKeyOnTop(delegate) == LUA_TFUNCTION {
                let alias = s.toString(key)
                lua_rotate(L, base + 1, 1)          // the function, below the lists
                s.setTop(base + 1)
                return alias
            }
            s.setTop(list)
        }
        s.setTop(base)
        return nil
    }

    /// Pushes the Lua table of the protocols' aliases: each method's name to
    /// the list of its aliases, as Lua strings (made the first time).
    private func pushAliasTable(_ protocols: DelegateProtocols) {
        let s = stack
        let id = ObjectIdentifier(protocols)
        let book = catalogueBook
        if book.lastAliasTable?.protocols == id, let ref = book.lastAliasTable?.ref {
            s.registryGet(ref)                  // the one asked last (a table's taps ask one set)
            return
        }
        if let ref = book.aliasTables[id] {
            book.lastAliasTable = (id, ref)
            s.registryGet(ref)
            return
        }
        s.newTable()
        let table = s.top
        for (name, m) in protocols.byName where !m.aliases.isEmpty {
            s.newTable(array: Int32(m.aliases.count))
            for (i, alias) in m.aliases.enumerated() {
                s.push(alias)
                s.rawSet(-2, index: i + 1)
            }
            s.rawSet(table, name)
        }
        s.pushValue(table)
        catalogueBook.aliasTables[id] = s.makeRef()
    }

    /// Pushes what the delegate (or data source) at `table` holds under `method`.
    private func pushDelegateMember(_ method: String, of table: Int32) throws {
        let s = stack
        // SHORTCUT (twin: the lookup through `engineGet` below): a table with no
        // metatable has no `__index`, so a raw get finds what a lookup finds,
        // without a protected call (a table tap asks for four methods a
        // delegate seldom defines).
        if engine.shortcuts, s.isTable(table), !plainTableHasMetatable(table) {
            _ = s.rawGet(table, method)
        } else if engine.shortcuts, let luaClass = classOfUserdata(at: table), hasOwnMetatable(table, luaClass),
                  pushInstanceMember(method, of: table, luaClass) {
            // SHORTCUT (twin: the same lookup through `engineGet`): an engine
            // object's `__index` (shim.c `rl_instance_index`) restated for the
            // engine's own lookup: the class's member cache, then the object's
            // own fields; a name nobody holds is nil (`keyNobodyHolds` answers
            // the engine so), with no protected call and no call back into Swift.
        } else {
            s.push(method)
            if engineGet(table) != LUA_OK { throw scriptError(fromTop: ()) }
        }
    }

    public func delegateDefines(_ role: DelegateRole, of object: EngineObject, _ method: String) throws -> Bool {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        pushHiddenField(role == .delegate ? .delegate : .dataSource, of: object)
        let table = s.top
        guard s.isTable(table) || self.object(at: table) != nil else { return false }
        // Found as `callDelegate` finds it: the name, then its aliases
        // (`commitEditingStyle` for `commit`, SPEC 12.1 rule 3).
        try pushDelegateMember(method, of: table)
        if s.isFunction(-1) { return true }
        s.pop()
        return try pushAlias(of: method, for: object, role, in: table) != nil
    }

    // The delegate lookup's shortcut (the twin is `engineGet`).

    /// Whether the userdata at `index` has its class's own metatable (the stack
    /// is left as it was).
    private func hasOwnMetatable(_ index: Int32, _ luaClass: LuaClass) -> Bool {
        let s = stack
        let i = s.absolute(index)
        guard s.getMetatable(i) else { return false }
        s.registryGet(luaClass.metatableRef)
        let same = lua_rawequal(L, -1, -2) != 0
        s.pop(2)
        return same
    }

    /// Pushes what `object[name]` gives an engine lookup, as the instances'
    /// `__index` finds it, and returns true; false (nothing pushed) for a
    /// property, whose getter the general lookup runs.
    private func pushInstanceMember(_ name: String, of index: Int32, _ luaClass: LuaClass) -> Bool {
        let s = stack
        let object = s.absolute(index)
        pushMemberCache(luaClass)
        let type = s.rawGet(-1, name)
        if type == LUA_TLIGHTUSERDATA {
            s.pop(2)
            return false
        }
        s.remove(-2)
        // The object's own field wins over its class's member.
        if pushFields(ofUserdataAt: object, create: false) {
            if s.rawGet(-1, name) != LUA_TNIL {
                s.remove(-2)
                s.remove(-2)
                return true
            }
            s.pop(2)
        }
        return true
    }

    /// Whether the table at `index` has a metatable (the stack is left as it was).
    private func plainTableHasMetatable(_ index: Int32) -> Bool {
        guard stack.getMetatable(index) else { return false }
        stack.pop()
        return true
    }
}

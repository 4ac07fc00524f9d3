import CLua
import CLuaShim
import RespondCore

/// A class as scripts see it: a built-in (UIView) or a script subclass.
///
/// Lua side, a class is an empty proxy table (the global `UIView`) whose
/// metatable routes reads and writes, plus:
/// - `members`: what scripts assigned to the class (overrides, helpers, `init`);
/// - `builtins`: the built-in methods and constants (built-in classes only);
/// - `getters`/`setters`: property name → Swift accessor index, flattened over
///   the ancestors so a property read is one table look-up.
final class LuaClass {
    static let placeholder = LuaClass(id: 0, name: "", parent: nil, definition: nil, isScript: false)

    let id: Int
    let name: String
    let parent: LuaClass?
    let definition: ClassDefinition!
    let isScript: Bool

    var proxyRef: Int32 = 0
    var membersRef: Int32 = 0
    /// Made on first use, with the own accessor tables: `LuaRuntime.fillContents`.
    var builtinsRef: Int32 = 0
    var metatableRef: Int32 = 0
    /// This class's own properties (name -> getter function id / setter index);
    /// 0 for script subclasses, which have none of their own.
    var ownGettersRef: Int32 = 0
    var ownSettersRef: Int32 = 0
    /// The same, flattened over the ancestors: made on first use (most classes
    /// of a run are never used; making them all at start-up cost memory and time).
    var flatGettersRef: Int32 = 0
    var flatSettersRef: Int32 = 0
    /// Everything instances find through their class, flattened: each class's
    /// built-ins then its members, from the root down (a subclass wins).
    /// Rebuilt lazily after a member of this class or an ancestor changes.
    var cacheRef: Int32 = 0
    /// Selectors overridden by this class's own members.
    var ownMask: UInt64 = 0
    /// Subclasses, so a change to this class can mark their caches stale.
    var subclasses: [LuaClass] = []
    /// The fast properties (`FastProperty`) instances of this class have, as bits.
    var fastProperties: UInt64 = 0
    var cacheIsStale = true
    /// Whether `builtinsRef` and the own accessor tables are made (see
    /// `LuaRuntime.fillContents`); script subclasses have none to make.
    var isFilled = false

    /// How many classes are above it (NSObject: 0).
    let depth: Int
    /// Script subclasses may stand at most this deep: member look-ups walk the
    /// chain, so a chain 20,000 deep cost 20,000 per call (34 s to make it).
    static let maximumDepth = 1000

    init(id: Int, name: String, parent: LuaClass?, definition: ClassDefinition?, isScript: Bool) {
        self.id = id
        self.name = name
        self.parent = parent
        depth = (parent?.depth ?? -1) + 1
        self.definition = definition
        self.isScript = isScript
    }

    var fullMask: UInt64 { (parent?.fullMask ?? 0) | ownMask }

    /// Whether instances are views (UIView or below): their objects are `View`s.
    private(set) lazy var isView: Bool = ancestry.contains { $0.name == "UIView" && !$0.isScript }

    /// This class and every class below it.
    var family: [LuaClass] {
        var out: [LuaClass] = []
        var stack: [LuaClass] = [self]
        while let c = stack.popLast() {
            out.append(c)
            stack.append(contentsOf: c.subclasses)
        }
        return out
    }

    func isSubclass(of other: LuaClass) -> Bool {
        var c: LuaClass? = self
        while let current = c {
            if current === other { return true }
            c = current.parent
        }
        return false
    }

    var ancestry: [LuaClass] {
        var out: [LuaClass] = []
        var c: LuaClass? = self
        while let current = c { out.append(current); c = current.parent }
        return out
    }
}

/// The description of a built-in class: how to make one, its methods,
/// properties and constants. One file per family of classes fills these in.
final class ClassDefinition {
    let name: String
    let parentName: String?
    var make: ((Engine) -> EngineObject)?
    var methods: [Method] = []
    var properties: [Property] = []
    /// Built-in methods run by a native fast path instead of their closure.
    var natives = NameTable<NativeFunction>()
    var constants: [Constant] = []
    /// Checks a construction table before the object is made (a bad value
    /// then makes nothing), with the call: the table is argument 2.
    var checkConstruction: ((LuaCall) throws -> Void)?

    // (Structs, not tuples: an array of tuples of closures has its type
    // metadata built from a mangled name at run time, which start-up paid
    // for; a struct's is made by the compiler.)
    struct Method {
        let name: String
        let hasSelf: Bool
        let body: (LuaCall) throws -> Int32
    }

    struct Property {
        let name: String
        let get: (LuaCall, EngineObject) throws -> Int32
        let set: ((LuaCall, EngineObject, Int32) throws -> Void)?
        let fast: FastProperty?
    }

    struct Constant {
        let name: String
        let push: (LuaRuntime) -> Void
    }

    init(_ name: String, parent: String?, make: ((Engine) -> EngineObject)? = nil) {
        self.name = name
        parentName = parent
        self.make = make
    }

    /// A method called as `obj:name(...)` (self is argument 1).
    func method(_ name: String, _ body: @escaping (LuaCall) throws -> Int32) {
        methods.append(Method(name: name, hasSelf: true, body: body))
    }

    /// A function on the class called with `.` (`CGAffineTransform.makeScale`).
    func function(_ name: String, _ body: @escaping (LuaCall) throws -> Int32) {
        methods.append(Method(name: name, hasSelf: false, body: body))
    }

    /// A property of objects of Swift type `T`.
    /// With `fast`, reads go through the typed switch of `FastPaths.swift`
    /// (the closure still serves calls that come by another way).
    func property<T: EngineObject>(_ name: String, _ type: T.Type, fast: FastProperty? = nil,
                                   get: @escaping (LuaCall, T) throws -> Void,
                                   set: ((LuaCall, T, Int32) throws -> Void)? = nil) {
        // Checked: a getter may be handed another class's object by a script
        // that reached a metatable through the debug library.
        let getter: (LuaCall, EngineObject) throws -> Int32 = { call, object in
            guard let typed = object as? T else {
                throw LuaError(message: "reading '\(name)': \(object.className) has no such property")
            }
            try get(call, typed)
            return 1
        }
        var setter: ((LuaCall, EngineObject, Int32) throws -> Void)?
        if let set {
            // The setter table is the object's own class's, so the object is a T.
            setter = { call, object, index in try set(call, unsafeDowncast(object, to: T.self), index) }
        }
        properties.append(Property(name: name, get: getter, set: setter, fast: fast))
    }

    /// A method run by a native fast path (see `NativeFunction`).
    func native(_ name: String, _ which: NativeFunction) {
        natives[name] = which
    }

    func constant(_ name: String, _ push: @escaping (LuaRuntime) -> Void) {
        constants.append(Constant(name: name, push: push))
    }
}

extension LuaRuntime {
    // MARK: Defining classes

    /// Makes the class: its proxy (the global scripts see), its instance
    /// metatable and its members table. What the definition lists (the
    /// accessor tables and the built-ins) is pushed into Lua on first use
    /// (`fillContents`): a run uses a few of the classes, and filling all of
    /// them was most of an empty run's start-up.
    @discardableResult
    func define(_ definition: ClassDefinition) -> LuaClass {
        let parent = definition.parentName.map { classesByName[$0]! }
        let luaClass = LuaClass(id: classes.count, name: definition.name, parent: parent, definition: definition, isScript: false)
        classes.append(luaClass)
        parent?.subclasses.append(luaClass)
        classesByName[definition.name] = luaClass
        let s = stack
        s.newTable()
        luaClass.membersRef = s.makeRef()
        luaClass.fastProperties = (parent?.fastProperties ?? 0)
            | definition.properties.reduce(0) { $0 | ($1.fast.map { 1 << UInt64($0.rawValue) } ?? 0) }
        finishClass(luaClass)
        return luaClass
    }

    /// Fills the tables of `luaClass` and its ancestors that `define` left
    /// for first use. Every reader of `builtinsRef`, `ownGettersRef` or
    /// `ownSettersRef` calls this first.
    func fillContents(_ luaClass: LuaClass) {
        guard !luaClass.isFilled else { return }
        if let parent = luaClass.parent { fillContents(parent) }
        luaClass.isFilled = true
        if luaClass.isScript { return }
        let definition: ClassDefinition = luaClass.definition
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        luaClass.ownGettersRef = makeAccessorTable { table in
            for property in definition.properties {
                let get = property.get
                let id = register(property.name, hasSelf: true) { call in
                    guard let object = call.runtime.object(at: 1) else {
                        throw LuaError(message: "reading '\(property.name)': self is not an engine object")
                    }
                    return try get(call, object)
                }
                if let fast = property.fast {
                    if fastGetters.count <= Int(id) { fastGetters += Array(repeating: 0, count: Int(id) + 1 - fastGetters.count) }
                    fastGetters[Int(id)] = UInt8(fast.rawValue)
                }
                s.push(int: Int(id))
                s.rawSet(table, property.name)
            }
        }
        luaClass.ownSettersRef = makeAccessorTable { table in
            for property in definition.properties {
                guard let set = property.set else { continue }
                setters.append(set)
                setterFunctions.append(LuaFunction(name: property.name, hasSelf: true) { _ in 0 })
                s.push(int: setters.count - 1)
                s.rawSet(table, property.name)
            }
        }
        s.newTable()
        luaClass.builtinsRef = s.makeRef()
        // Filled last: a constant may be an object of this very class (UIApplication.shared).
        s.registryGet(luaClass.builtinsRef)
        for method in definition.methods {
            // (A native is the method's only implementation, not a shortcut:
            // the closure listed beside it only names it for the API description.)
            if let native = definition.natives[method.name] {
                rl_push_native_function(L, Int32(native.rawValue))
            } else {
                pushFunction(method.name, hasSelf: method.hasSelf, method.body)
            }
            s.rawSet(-2, method.name)
        }
        for constant in definition.constants {
            constant.push(self)
            s.rawSet(-2, constant.name)
        }
    }

    private func makeAccessorTable(_ fill: (Int32) -> Void) -> Int32 {
        let s = stack
        s.newTable()
        fill(s.top)
        return s.makeRef()
    }

    /// The class's properties, flattened over its ancestors (made on first use).
    func gettersRef(of luaClass: LuaClass) -> Int32 {
        if luaClass.isScript, let parent = luaClass.parent { return gettersRef(of: parent) }
        fillContents(luaClass)
        if luaClass.flatGettersRef == 0 { luaClass.flatGettersRef = flatten(luaClass.ancestry.map(\.ownGettersRef)) }
        return luaClass.flatGettersRef
    }

    func settersRef(of luaClass: LuaClass) -> Int32 {
        if luaClass.isScript, let parent = luaClass.parent { return settersRef(of: parent) }
        fillContents(luaClass)
        if luaClass.flatSettersRef == 0 { luaClass.flatSettersRef = flatten(luaClass.ancestry.map(\.ownSettersRef)) }
        return luaClass.flatSettersRef
    }

    /// One table with the entries of `refs`, the first (most derived) winning.
    private func flatten(_ refs: [Int32]) -> Int32 {
        let s = stack
        s.newTable()
        let table = s.top
        for ref in refs.reversed() where ref != 0 {
            s.registryGet(ref)
            s.pushNil()
            while lua_next(L, -2) != 0 {
                s.pushValue(-2)
                s.insert(-2)
                lua_rawset(L, table)
            }
            s.pop()
        }
        return s.makeRef()
    }

    /// Makes a script subclass (`UIView:subclass("YellowView")`).
    func makeSubclass(of parent: LuaClass, named name: String) -> LuaClass {
        let luaClass = LuaClass(id: classes.count, name: name, parent: parent, definition: parent.definition, isScript: true)
        classes.append(luaClass)
        parent.subclasses.append(luaClass)
        let s = stack
        s.newTable()
        luaClass.membersRef = s.makeRef()
        luaClass.fastProperties = parent.fastProperties
        finishClass(luaClass)
        return luaClass
    }

    /// Records the class in the runtime's flat per-class arrays.
    private func recordFlags(_ luaClass: LuaClass) {
        classIsView.append(luaClass.isView)
        classFastProperties.append(luaClass.fastProperties)
    }

    /// The instance metatable and the proxy table. Both are protected
    /// (`__metatable`): `getmetatable(view)` gives the class, and the real
    /// metatable with its engine functions stays out of scripts' reach.
    private func finishClass(_ luaClass: LuaClass) {
        recordFlags(luaClass)
        let s = stack
        s.newTable()
        luaClass.cacheRef = s.makeRef()
        rl_set_cache_valid(L, Int32(luaClass.id), 0)

        s.newTable()
        s.registryGet(luaClass.cacheRef)
        s.push(int: luaClass.id)
        rl_push_instance_index(L, sharedFunctions.rebuildCache, sharedFunctions.instanceMiss)
        s.rawSet(-2, "__index")
        rl_push_swift_function(L, sharedFunctions.instanceNewIndex)
        s.rawSet(-2, "__newindex")
        rl_push_swift_function(L, sharedFunctions.instanceToString)
        s.rawSet(-2, "__tostring")
        rl_push_object_gc(L)
        s.rawSet(-2, "__gc")
        s.push(luaClass.name)
        s.rawSet(-2, "__name")
        luaClass.metatableRef = s.makeRef()

        s.newTable()
        s.pushValue(-1)
        luaClass.proxyRef = s.makeRef()
        s.registryGet(refs.classProxyMetatable)
        s.setMetatable(-2)
        s.registryGet(refs.classIds)
        s.pushValue(-2)
        s.push(int: luaClass.id)
        lua_rawset(L, -3)
        s.pop(2)
        // getmetatable(instance) gives the class proxy.
        s.registryGet(luaClass.metatableRef)
        s.registryGet(luaClass.proxyRef)
        s.rawSet(-2, "__metatable")
        s.pop()
    }

    /// The metamethods every instance metatable shares.
    func registerInstanceMetamethods() {
        sharedFunctions.rebuildCache = register("rebuild member cache") { call in
            if let id = call.stack.toInteger(-1), id > 0, id < call.runtime.classes.count {
                call.runtime.rebuildMemberCache(call.runtime.classes[id])
            }
            return 0
        }
        sharedFunctions.instanceNewIndex = register("__newindex", hasSelf: true) { call in
            let runtime = call.runtime
            guard let object = runtime.object(at: 1), let objectClass = runtime.classOfUserdata(at: 1) else {
                throw LuaError(message: "cannot assign to a field: self is not an engine object")
            }
            try runtime.assign(object, userdataAt: 1, key: 2, value: 3, in: objectClass)
            return 0
        }
        sharedFunctions.instanceMiss = register("__index", hasSelf: true) { call in
            try call.runtime.keyNobodyHolds(call)
        }
        sharedFunctions.instanceToString = register("__tostring", hasSelf: true) { call in
            call.stack.push(call.runtime.object(at: 1)?.description ?? "(not an engine object)")
            return 1
        }
    }

    /// The class recorded in the engine object at `index`.
    func classOfUserdata(at index: Int32) -> LuaClass? {
        let id = Int(rl_object_class_id(L, index))
        guard id > 0, id < classes.count else { return nil }
        return classes[id]
    }

    /// Pushes the class's member cache, rebuilt first when stale.
    func pushMemberCache(_ luaClass: LuaClass) {
        if luaClass.cacheIsStale { rebuildMemberCache(luaClass) }
        stack.registryGet(luaClass.cacheRef)
    }

    /// Marks the caches of the class and its subclasses stale.
    func invalidateMemberCaches(below luaClass: LuaClass) {
        for c in luaClass.family {
            c.cacheIsStale = true
            rl_set_cache_valid(L, Int32(c.id), 0)
        }
    }

    /// Refills the cache table in place (instances' `__index` holds it).
    func rebuildMemberCache(_ luaClass: LuaClass) {
        fillContents(luaClass)
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        s.registryGet(luaClass.cacheRef)
        let cache = s.top
        s.pushNil()
        while lua_next(L, cache) != 0 {
            s.pop()
            s.pushValue(-1)
            s.pushNil()
            lua_rawset(L, cache)
        }
        for c in luaClass.ancestry.reversed() {
            for ref in [c.builtinsRef, c.membersRef] where ref != 0 {
                s.registryGet(ref)
                s.pushNil()
                while lua_next(L, -2) != 0 {
                    s.pushValue(-2)
                    s.insert(-2)
                    lua_rawset(L, cache)
                }
                s.pop()
            }
        }
        // Properties last: they win over members of the same name, as before.
        s.registryGet(gettersRef(of: luaClass))
        s.pushNil()
        while lua_next(L, -2) != 0 {
            let id = Int32(s.toInteger(-1) ?? 0)
            s.pop()
            s.pushValue(-1)
            // SHORTCUT (twin: the ordinary getter `id`): a fast getter's number.
            let fast = engine.shortcuts && Int(id) < fastGetters.count ? Int32(fastGetters[Int(id)]) : 0
            rl_push_getter_marker(L, id, fast)
            lua_rawset(L, cache)
        }
        s.pop()
        luaClass.cacheIsStale = false
        rl_set_cache_valid(L, Int32(luaClass.id), 1)
    }

    /// The class whose proxy table is at `index`.
    func luaClass(at index: Int32) -> LuaClass? {
        guard stack.isTable(index) else { return nil }
        let i = stack.absolute(index)
        stack.registryGet(refs.classIds)
        stack.pushValue(i)
        stack.rawGetKeyOnTop(-2)
        defer { stack.pop(2) }
        guard let id = stack.toInteger(-1), id > 0, id < classes.count else { return nil }
        return classes[id]
    }

    // MARK: Instances

    /// Pushes the class member or built-in under the key at `keyIndex`, looked up
    /// through the class chain (each class's members, then its built-ins), as
    /// `UIView.hitTest` finds it; returns false, pushing nothing, when there is
    /// none. Properties are not members: this is what the class itself holds.
    func pushClassMember(_ start: LuaClass, keyAt keyIndex: Int32, membersOnly: Bool = false) -> Bool {
        let key = lua_absindex(L, keyIndex)
        // Pushes table `ref`'s value under the key, or nothing (no array to walk:
        // an override look-up runs this on every call of a class's override).
        func pushEntry(_ ref: Int32) -> Bool {
            guard ref != 0 else { return false }
            lua_rawgeti(L, rl_registryindex(), lua_Integer(ref))
            lua_pushvalue(L, key)
            if lua_rawget(L, -2) != LUA_TNIL {
                lua_copy(L, -1, -2)
                lua_settop(L, -2)
                return true
            }
            lua_settop(L, -3)
            return false
        }
        if !start.isFilled { fillContents(start) }
        var current: LuaClass? = start
        while let c = current {
            if pushEntry(c.membersRef) { return true }
            if !membersOnly, pushEntry(c.builtinsRef) { return true }
            current = c.parent
        }
        return false
    }

    /// `obj.key = value`: a property setter, an override, or a field of the object.
    func assign(_ object: EngineObject, userdataAt ud: Int32, key keyIndex: Int32, value valueIndex: Int32,
                in luaClass: LuaClass) throws {
        let s = stack
        let ud = s.absolute(ud), keyIndex = s.absolute(keyIndex), valueIndex = s.absolute(valueIndex)
        guard let key = s.toString(keyIndex) else {
            try storeField(object, ud, keyIndex, valueIndex)
            return
        }
        if key.hasPrefix("\u{1}") {
            // The bridge keeps a recognizer's delegate and targets under such names.
            throw LuaError(message: "cannot assign to '\\1\(key.dropFirst())': names that start with \\1 are kept for the engine")
        }
        s.registryGet(settersRef(of: luaClass))
        s.pushValue(keyIndex)
        s.rawGetKeyOnTop(-2)
        if let index = s.toInteger(-1), index >= 0, index < setters.count {
            s.pop(2)
            let call = LuaCall(runtime: self, L: L, function: setterFunctions[index])
            do {
                try setters[index](call, object, valueIndex)
            } catch EngineError.invalidArgument(_, let message) {
                // The engine's word on the value, under the property's name (not `__newindex`'s).
                throw LuaError(message: "bad value for '\(key)' (\(message))")
            } catch EngineError.invalidOperation(let message) {
                throw LuaError(message: "\(key): \(message)")
            }
            return
        }
        s.pop(2)
        if let selector = Selector.byName[key] {
            try storeField(object, ud, keyIndex, valueIndex)
            let isOverride = s.isFunction(valueIndex) || (selector.isProperty && !s.isNil(valueIndex))
            if isOverride {
                object.hostOverrideBits |= selector.bit
            } else {
                object.hostOverrideBits &= ~selector.bit
            }
            object.invalidateOverrideMask()
            return
        }
        s.registryGet(gettersRef(of: luaClass))
        s.pushValue(keyIndex)
        let readOnly = s.rawGetKeyOnTop(-2) != LUA_TNIL
        s.pop(2)
        if readOnly {
            throw LuaError(message: "cannot assign to '\(key)': it is a read-only property of \(luaClass.name)")
        }
        checkUnknownKey(key, of: object, userdataAt: ud, keyAt: keyIndex, valueAt: valueIndex, in: luaClass)
        try storeField(object, ud, keyIndex, valueIndex)
    }

    /// Lua's own words for a key no table can hold.
    func checkKey(_ keyIndex: Int32) throws {
        guard rl_is_valid_key(L, keyIndex) == 0 else { return }
        throw LuaError(message: stack.isNil(keyIndex) ? "index is nil" : "index is NaN")
    }

    private func storeField(_ object: EngineObject, _ ud: Int32, _ keyIndex: Int32, _ valueIndex: Int32) throws {
        try checkKey(keyIndex)
        let s = stack
        if s.isNil(valueIndex) {
            guard pushFields(ofUserdataAt: ud, create: false) else { return }
        } else {
            guard pushFields(ofUserdataAt: ud, create: true) else {
                throw LuaError(message: "cannot assign to a field: self is not an engine object")
            }
            markState(object)
        }
        s.pushValue(keyIndex)
        s.pushValue(valueIndex)
        lua_rawset(L, -3)
        s.pop()
    }

    // MARK: Class proxies

    func installClassProxyMetatable() {
        let s = stack
        s.newTable()
        pushFunction("__index") { call in
            let runtime = call.runtime
            guard let luaClass = runtime.luaClass(at: 1) else { call.stack.pushNil(); return 1 }
            switch call.stack.toString(2) {
            case "super":
                if let parent = luaClass.parent { call.stack.registryGet(parent.proxyRef) } else { call.stack.pushNil() }
                return 1
            case "className":
                call.stack.push(luaClass.name)
                return 1
            default:
                if !runtime.pushClassMember(luaClass, keyAt: 2) { call.stack.pushNil() }
                return 1
            }
        }
        s.rawSet(-2, "__index")
        pushFunction("__newindex") { call in
            guard let luaClass = call.runtime.luaClass(at: 1) else { throw LuaError(message: "not a class") }
            try call.runtime.assignClassMember(luaClass, key: 2, value: 3)
            return 0
        }
        s.rawSet(-2, "__newindex")
        pushFunction("__call") { call in
            guard let luaClass = call.runtime.luaClass(at: 1) else { throw LuaError(message: "not a class") }
            return try call.runtime.construct(luaClass, call)
        }
        s.rawSet(-2, "__call")
        pushFunction("__tostring") { call in
            call.stack.push("class \(call.runtime.luaClass(at: 1)?.name ?? "?")")
            return 1
        }
        s.rawSet(-2, "__tostring")
        s.push("class")
        s.rawSet(-2, "__name")
        s.push("class")
        s.rawSet(-2, "__metatable")
        refs.classProxyMetatable = s.makeRef()
    }

    /// `Class.key = value`: stored in the class's members; overrides update the masks.
    func assignClassMember(_ luaClass: LuaClass, key keyIndex: Int32, value valueIndex: Int32) throws {
        let s = stack
        try checkKey(keyIndex)
        let key = s.toString(keyIndex)
        if let key { checkNewClassMember(key, keyAt: keyIndex, valueAt: valueIndex, in: luaClass) }
        nameBook.classChanged()
        s.registryGet(luaClass.membersRef)
        s.pushValue(keyIndex)
        s.pushValue(valueIndex)
        lua_rawset(L, -3)
        s.pop()
        let family = luaClass.family
        try engine.spend(family.count * 8)
        invalidateMemberCaches(below: luaClass)
        if let key, Selector.byName[key] != nil {
            recomputeOwnMask(luaClass)
            engine.invalidateOverrides()
        }
    }

    func recomputeOwnMask(_ luaClass: LuaClass) {
        let s = stack
        var mask: UInt64 = 0
        s.registryGet(luaClass.membersRef)
        for selector in Selector.allCases {
            let type = s.rawGet(-1, selector.name)
            if type == LUA_TFUNCTION || (selector.isProperty && type != LUA_TNIL) { mask |= selector.bit }
            s.pop()
        }
        s.pop()
        luaClass.ownMask = mask
    }

    // MARK: Construction

    /// Keys applied first, in this order, then the rest sorted, then these.
    private static let firstKeys = ["frame", "bounds", "center", "transform"]
    private static let lastKeys = ["view", "children", "subviews", "gestureRecognizers", "rootViewController"]

    /// `Class{props}`: makes the object, applies the properties, then runs `init`.
    func construct(_ luaClass: LuaClass, _ call: LuaCall) throws -> Int32 {
        guard let make = luaClass.definition.make else {
            throw LuaError(message: "\(luaClass.name) objects are made by the engine, not by scripts")
        }
        let s = stack
        let hasProps = !s.isNil(2)
        if hasProps, !s.isTable(2) {
            throw LuaError(message: "\(luaClass.name){...}: a table of properties expected, got \(call.describeType(2))")
        }
        if hasProps, let check = luaClass.definition.checkConstruction { try check(call) }
        let object = make(engine)
        object.className = luaClass.name
        object.hostClassID = luaClass.id
        _ = object.serial
        if luaClass.isScript { object.hostHasState = true }
        pushObject(object)
        let ud = s.top
        if hasProps { try applyProperties(object, userdataAt: ud, table: 2, luaClass) }
        if luaClass.isScript {
            s.push("init")
            if pushClassMember(luaClass, keyAt: -1), s.isFunction(-1) {
                s.remove(-2)
                s.pushValue(ud)
                if hasProps { s.pushValue(2) } else { s.pushNil() }
                if rl_pcall(L, 2, 0) != LUA_OK { throw scriptError(fromTop: ()) }
            } else {
                s.setTop(ud)
            }
        }
        s.setTop(ud)
        return 1
    }

    private func applyProperties(_ object: EngineObject, userdataAt ud: Int32, table: Int32, _ luaClass: LuaClass) throws {
        let s = stack
        let keys = s.stringKeys(table)
        let ordered = Self.firstKeys.filter(keys.contains)
            + keys.filter { !Self.firstKeys.contains($0) && !Self.lastKeys.contains($0) }
            + Self.lastKeys.filter(keys.contains)
        for key in ordered {
            s.push(key)
            let keyIndex = s.top
            s.pushValue(keyIndex)
            s.rawGetKeyOnTop(table)
            let valueIndex = s.top
            do {
                if let special = constructionKeys[key], special.applies(object) {
                    try special.apply(self, object, valueIndex, table)
                } else {
                    try assign(object, userdataAt: ud, key: keyIndex, value: valueIndex, in: luaClass)
                }
            } catch let error as LuaError {
                throw LuaError(message: "\(luaClass.name){...}: property '\(key)': \(error.message)", located: error.located)
            } catch let error as EngineError {
                throw LuaError(message: "\(luaClass.name){...}: property '\(key)': \(error)")
            }
            s.setTop(keyIndex - 1)
        }
    }
}

/// The overridable name a misspelling most likely meant, if any.
func closestSelector(to key: String) -> String? {
    let lower = key.lowercased()
    var best: (String, Int)?
    for selector in Selector.allCases {
        let name = selector.name
        if name == key { return nil }
        let distance = Names.editDistance(lower, name.lowercased())
        let allowed = name.count >= 8 ? 2 : 1
        if distance <= allowed, best == nil || distance < best!.1 { best = (name, distance) }
    }
    return best?.0
}

/// Keys of a construction table that are not plain property assignments.
struct ConstructionKey {
    let applies: (EngineObject) -> Bool
    /// (runtime, object, index of the value, index of the whole table)
    let apply: (LuaRuntime, EngineObject, Int32, Int32) throws -> Void
}
